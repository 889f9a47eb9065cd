import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  STOCK_MOVEMENTS_PAGE_SIZE,
  STOCK_NOTE_MAX,
  type Product,
  type StockMovement,
  type StockReason,
} from '@pashmina/contracts';
import { Button, errorMessage, SHELL_ROUTES } from '@pashmina/shared-ui';
import { FormField, SelectField } from '@pashmina/shared-ui/forms';
import { Badge, type BadgeTone, formatDateTime, PagedList } from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import { useAdjustStockMutation, useGetStockMovementsQuery } from '../api/stockApi';
import styles from './StockLedger.module.css';

export const STOCK_LEDGER_TITLE = 'Stock ledger';
export const STOCK_ADJUSTED_MESSAGE = 'Stock adjusted';
const ADJUST_FAILED_MESSAGE = 'Could not adjust the stock';
const ALL_VARIANTS = '';

/** How the ledger names each reason. */
const REASON_LABELS: Record<StockReason, string> = {
  order: 'Order',
  cancellation: 'Cancellation',
  'expired payment': 'Expired payment',
  'refund restock': 'Refund restock',
  'return restock': 'Return restock',
  adjustment: 'Adjustment',
  created: 'Created',
};
const TONES: Record<StockReason, BadgeTone> = {
  order: 'accent',
  cancellation: 'warning',
  'expired payment': 'warning',
  'refund restock': 'success',
  'return restock': 'success',
  adjustment: 'neutral',
  created: 'neutral',
};

const signed = (change: number) => (change > 0 ? `+${change}` : `−${Math.abs(change)}`);
const orderPath = (id: string) => SHELL_ROUTES.adminOrder.replace(':orderId', encodeURIComponent(id));

/**
 * The product's stock ledger (docs/rules.md, Stock): an adjustment with its note (one variant's, for a product with
 * variants), and every movement, newest first, as cards that read the same on a phone and on a desk.
 */
export function StockLedger({ product }: { product: Product }) {
  const headingId = useId();
  const [variant, setVariant] = useState(ALL_VARIANTS);
  const [page, setPage] = useState(1);
  const query = useGetStockMovementsQuery({
    id: product._id,
    variant: variant || undefined,
    page,
    limit: STOCK_MOVEMENTS_PAGE_SIZE,
  });
  const variantOptions = [
    { value: ALL_VARIANTS, label: 'Every variant' },
    ...product.variants.map((v) => ({ value: v._id, label: v.label })),
  ];
  return (
    <section aria-labelledby={headingId} className={styles.ledger}>
      <h2 id={headingId} className={styles.title}>
        {STOCK_LEDGER_TITLE}
      </h2>
      <AdjustStockForm product={product} />
      {product.variants.length > 0 && (
        <SelectField
          id="ledger-variant"
          label="Show"
          options={variantOptions}
          value={variant}
          onChange={(event) => {
            setVariant(event.target.value);
            setPage(1);
          }}
        />
      )}
      <PagedList
        query={query}
        items={(data) => data.movements}
        page={page}
        pageSize={STOCK_MOVEMENTS_PAGE_SIZE}
        onPageChange={setPage}
        onPastEnd={setPage}
        loading="Loading the ledger..."
        empty="No stock movements yet."
      >
        {(movements) => (
          <ol className={styles.movements} aria-label="Stock movements">
            {movements.map((movement) => (
              <MovementCard key={movement._id} movement={movement} />
            ))}
          </ol>
        )}
      </PagedList>
    </section>
  );
}

function MovementCard({ movement }: { movement: StockMovement }) {
  return (
    <li className={styles.movement}>
      <p className={styles.head}>
        <strong className={movement.change < 0 ? styles.out : styles.in}>{signed(movement.change)}</strong>{' '}
        <Badge tone={TONES[movement.reason]}>{REASON_LABELS[movement.reason]}</Badge>
        {movement.variant && <span className={styles.variant}> {movement.variant.label}</span>}
      </p>
      <p>
        Stock after: <strong>{movement.stockAfter}</strong>
      </p>
      <p className={styles.muted}>
        {formatDateTime(movement.at)}
        {movement.by && <> by {movement.by.name}</>}
        {movement.order && (
          <>
            {' · '}
            <Link to={orderPath(movement.order._id)}>Order #{movement.order.orderNumber}</Link>
          </>
        )}
      </p>
      {movement.note && <p className={styles.note}>{movement.note}</p>}
    </li>
  );
}

function AdjustStockForm({ product }: { product: Product }) {
  const [adjust, { isLoading }] = useAdjustStockMutation();
  const [variantId, setVariantId] = useState(product.variants[0]?._id ?? '');
  const [change, setChange] = useState('');
  const [note, setNote] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await adjust({
        id: product._id,
        ...(product.variants.length ? { variantId } : {}),
        change: change.trim() === '' ? NaN : Number(change),
        note,
      }).unwrap();
      setChange('');
      setNote('');
      adminToast.success(STOCK_ADJUSTED_MESSAGE);
    } catch (error) {
      adminToast.error(errorMessage(error, ADJUST_FAILED_MESSAGE));
    }
  };
  return (
    <form className={styles.adjust} aria-label="Adjust stock" onSubmit={(event) => void submit(event)}>
      {product.variants.length > 0 && (
        <SelectField
          id="adjust-variant"
          label="Variant"
          options={product.variants.map((v) => ({ value: v._id, label: `${v.label} (${v.stock} in stock)` }))}
          value={variantId}
          onChange={(event) => setVariantId(event.target.value)}
        />
      )}
      <FormField
        id="adjust-change"
        label="Change"
        type="number"
        inputMode="numeric"
        step={1}
        hint="Units in (5) or out (-2)"
        required
        value={change}
        onChange={(event) => setChange(event.target.value)}
      />
      <FormField
        id="adjust-note"
        label="Note"
        required
        maxLength={STOCK_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" disabled={isLoading}>
        Adjust stock
      </Button>
    </form>
  );
}
