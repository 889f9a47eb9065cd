import { useParams } from 'react-router-dom';
import { Button, ErrorState, LinkButton, SHELL_ROUTES } from '@pashmina/shared-ui';
import { useGetOrderQuery } from '@pashmina/shared-ui/orders';
import { PanelPage, QueryState } from '@pashmina/shared-ui/panels';
import { ORDER_NOT_FOUND_MESSAGE } from '../messages';
import { OrderDetails } from './OrderDetails';
import { OrderStatusActions } from './OrderStatusSelect';
import { useBodyClass } from './useBodyClass';
import styles from './OrderDetailsPage.module.css';

export const ORDER_DETAILS_TITLE = 'Order details';

/** One order for the admin, printable as a packing slip, with its status actions ('Mark delivered', 'Cancel'). */
export function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const orderQuery = useGetOrderQuery(orderId);
  useBodyClass(styles.printingSlip);

  return (
    <PanelPage title={ORDER_DETAILS_TITLE}>
      <p className={styles.back}>
        <LinkButton to={SHELL_ROUTES.adminOrders} variant="ghost" size="sm">
          <span aria-hidden="true">‹</span> Back to orders
        </LinkButton>
      </p>
      <QueryState query={orderQuery} notFound={<ErrorState message={ORDER_NOT_FOUND_MESSAGE} />}>
        {(order) => (
          <>
            <OrderDetails order={order} />
            <div className={styles.actions}>
              <OrderStatusActions order={order} />
              <Button variant="secondary" onClick={() => window.print()}>
                Print packing slip
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </PanelPage>
  );
}
