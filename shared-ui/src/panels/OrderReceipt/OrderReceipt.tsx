import { type Order, orderLineTotal, orderSubtotal } from '@pashmina/contracts';
import { formatAmount, formatCount, useI18n } from '@pashmina/shared-ui';
import { orderLineName } from '../orderLines';
import styles from './OrderReceipt.module.css';

/** What a receipt reads of an order: an order from before delivery was charged has none (null). */
export type ReceiptOrder = Pick<Order, 'products' | 'amount' | 'discount' | 'cashRounding'> &
  Partial<Pick<Order, 'delivery' | 'refunded'>>;

/**
 * An order's receipt, as every page that shows an order writes it (the thank-you page, My orders, the admin's details
 * and packing slip; docs/rules.md, Orders): each line with its variant, unit price, quantity and line total, then
 * 'Subtotal', the discount, the delivery ('Free' when nothing was charged), the rounding the shop gave on cash, and
 * the total paid; what refunds gave back under it. In the page's language (the admin's pages are English).
 */
export function OrderReceipt({ order, caption }: { order: ReceiptOrder; caption?: string }) {
  const { i18n, language } = useI18n();
  const money = (rupees: number) => formatAmount(rupees, language);
  const total = i18n._({ id: 'cart.total', message: 'Total' });
  return (
    <div className={styles.frame}>
      <table className={styles.receipt}>
        <caption className="visually-hidden">
          {caption ?? i18n._({ id: 'order.products', message: 'Products' })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'receipt.product', message: 'Product' })}</th>
            <th scope="col" className={`${styles.number} ${styles.wideOnly}`}>
              {i18n._({ id: 'receipt.unitPrice', message: 'Unit price' })}
            </th>
            <th scope="col" className={`${styles.number} ${styles.wideOnly}`}>
              {i18n._({ id: 'receipt.quantity', message: 'Qty' })}
            </th>
            <th scope="col" className={styles.number}>
              {i18n._({ id: 'receipt.lineTotal', message: 'Amount' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line, i) => (
            <tr key={`${line.identity ?? 'gone'}-${line.variant?._id ?? ''}-${i}`}>
              <th scope="row" className={styles.name}>
                {orderLineName(line, language)}
                {/* A phone's narrow receipt: the unit price and quantity under the name, their columns left out. */}
                <span className={styles.each}>
                  {money(line.unitPrice)} × {formatCount(line.quantity, language)}
                </span>
              </th>
              <td className={`${styles.number} ${styles.wideOnly}`}>{money(line.unitPrice)}</td>
              <td className={`${styles.number} ${styles.wideOnly}`}>
                {formatCount(line.quantity, language)}
              </td>
              <td className={styles.number}>{money(orderLineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <Figure label={i18n._({ id: 'cart.subtotal', message: 'Subtotal' })}>
            {money(orderSubtotal(order.products))}
          </Figure>
          {order.discount && (
            <Figure
              label={i18n._({
                id: 'discount.label',
                message: 'Discount ({code})',
                values: { code: order.discount.code },
              })}
              className={styles.discount}
            >
              − {money(order.discount.amount)}
            </Figure>
          )}
          {order.delivery && (
            <Figure
              label={`${i18n._({ id: 'order.delivery', message: 'Delivery' })} (${order.delivery.district})`}
            >
              {order.delivery.fee === 0
                ? i18n._({ id: 'order.delivery.free', message: 'Free' })
                : money(order.delivery.fee)}
            </Figure>
          )}
          {order.cashRounding > 0 && (
            <Figure label={i18n._({ id: 'cart.rounding', message: 'Rounding' })}>
              −{money(order.cashRounding)}
            </Figure>
          )}
          <Figure label={total} className={styles.total}>
            {money(order.amount)}
          </Figure>
          {order.refunded ? (
            <tr className={styles.refunded}>
              <td colSpan={4} className={styles.number}>
                {i18n._({
                  id: 'order.refunded',
                  message: 'Refunded {amount}',
                  values: { amount: money(order.refunded) },
                })}
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </div>
  );
}

function Figure({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <tr className={className}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td className={styles.number}>{children}</td>
    </tr>
  );
}
