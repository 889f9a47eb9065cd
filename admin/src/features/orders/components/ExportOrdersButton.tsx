import type { OrderExportQuery } from '@pashmina/contracts';
import { Button, errorMessage } from '@pashmina/shared-ui';
import { useExportOrdersMutation } from '@pashmina/shared-ui/orders';
import { adminToast } from '../../../hooks/adminToast';
import { ORDER_EXPORT_FAILED_MESSAGE } from '../messages';

/** 'Export CSV': downloads every order the current search and filter match, not just this page. */
export function ExportOrdersButton({ query }: { query: OrderExportQuery }) {
  const [exportOrders, { isLoading }] = useExportOrdersMutation();

  const download = async () => {
    try {
      await exportOrders(query).unwrap();
    } catch (error) {
      adminToast.error(errorMessage(error, ORDER_EXPORT_FAILED_MESSAGE));
    }
  };

  return (
    <Button variant="secondary" onClick={() => void download()} disabled={isLoading} aria-busy={isLoading}>
      {isLoading ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
