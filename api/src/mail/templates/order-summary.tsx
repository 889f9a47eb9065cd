import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import {
  CASH_ROUNDING_LABEL,
  DELIVERY_LINE_LABEL,
  deliveryFeeText,
  discountLabel,
  formatCashRounding,
  formatRupees,
  type PaymentMethod,
} from '../../contracts';
import type { OrderEmailPayload } from '../email-messages';
import { button, colors, small, text } from './layout';

/** The lines' table: the plain-text part lays it out in columns (render-email.tsx). */
export const ORDER_LINES_CLASS = 'order-lines';

const PAYMENT_METHODS: Record<PaymentMethod, string> = { khalti: 'Khalti', cash: 'Cash on delivery' };

const cell = { ...text, margin: '0', padding: '8px 0', borderBottom: `1px solid ${colors.sand}` };
const figure = { ...cell, whiteSpace: 'nowrap' as const, textAlign: 'right' as const, paddingLeft: '12px' };
export const label = { ...small, textTransform: 'uppercase' as const, letterSpacing: '0.04em' };

/**
 * What every order e-mail shows: the order's lines (name, quantity, price), its discount code and amount, its delivery
 * (district and fee, 'Free' when 0), the cash rounding ('Rounding −Rs. 0.15', when cash on delivery gave paisa), its
 * total, how it is paid, where it goes,
 * and a button to the customer's (or the shop's) order list. The name column takes what the figures leave, so a long
 * product name wraps at 360 px rather than pushing the prices out of view.
 */
export function OrderSummary({
  order,
  link,
}: {
  order: OrderEmailPayload;
  link: { href: string; label: string };
}) {
  const cashRounding = order.cashRounding ?? 0;
  return (
    <>
      <table
        role="presentation"
        className={ORDER_LINES_CLASS}
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse', margin: '8px 0 16px' }}
      >
        <thead>
          <tr>
            <th style={{ ...label, textAlign: 'left', paddingBottom: '4px' }}>Item</th>
            <th style={{ ...label, textAlign: 'right', paddingBottom: '4px' }}>Qty</th>
            <th style={{ ...label, textAlign: 'right', paddingBottom: '4px', paddingLeft: '12px' }}>Price</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td style={{ ...cell, wordBreak: 'break-word' }}>{line.name}</td>
              <td style={figure}>× {line.quantity}</td>
              <td style={figure}>{formatRupees(line.unitPrice)}</td>
            </tr>
          ))}
          {order.discount || order.delivery?.fee || cashRounding ? (
            <tr>
              <td style={cell}>Subtotal</td>
              <td style={figure} />
              <td style={figure}>
                {formatRupees(
                  order.subtotal ??
                    order.total + (order.discount?.amount ?? 0) + cashRounding - (order.delivery?.fee ?? 0),
                )}
              </td>
            </tr>
          ) : null}
          {order.discount ? (
            <tr>
              <td style={cell}>{discountLabel(order.discount.code)}</td>
              <td style={figure} />
              <td style={figure}>− {formatRupees(order.discount.amount)}</td>
            </tr>
          ) : null}
          {order.delivery ? (
            <tr>
              <td style={cell}>
                {DELIVERY_LINE_LABEL} ({order.delivery.district})
              </td>
              <td style={figure} />
              <td style={figure}>{deliveryFeeText(order.delivery.fee)}</td>
            </tr>
          ) : null}
          {cashRounding ? (
            <tr>
              <td style={cell}>{CASH_ROUNDING_LABEL}</td>
              <td style={figure} />
              <td style={figure}>{formatCashRounding(cashRounding)}</td>
            </tr>
          ) : null}
          <tr>
            <td style={{ ...cell, fontWeight: 700, borderBottom: '0' }}>Total</td>
            <td style={{ ...figure, borderBottom: '0' }} />
            <td style={{ ...figure, fontWeight: 700, borderBottom: '0' }}>{formatRupees(order.total)}</td>
          </tr>
        </tbody>
      </table>
      <Text style={label}>Payment</Text>
      <Text style={text}>{PAYMENT_METHODS[order.paymentMethod]}</Text>
      <Text style={label}>Delivery address</Text>
      <Text style={text}>
        {order.customerName}
        <br />
        {order.address}
        {order.delivery ? (
          <>
            <br />
            {order.delivery.district}
          </>
        ) : null}
      </Text>
      <Button href={link.href} style={button}>
        {link.label}
      </Button>
    </>
  );
}
