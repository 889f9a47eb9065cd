import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import {
  CASH_ROUNDING_LABEL,
  DELIVERY_LINE_LABEL,
  deliveryFeeText,
  discountLabel,
  formatBikramSambat,
  formatCashRounding,
  formatNepaliNumber,
  formatNepaliRupees,
  formatRupees,
  type Language,
  nepalDay,
  PAYMENT_METHODS as PAYMENT_METHOD_NAMES,
  type PaymentMethod,
  paymentMethodLabel,
} from '../../contracts';
import type { OrderEmailPayload } from '../email-messages';
import { button, colors, small, text } from './layout';

/** The lines' table: the plain-text part lays it out in columns (render-email.tsx). */
export const ORDER_LINES_CLASS = 'order-lines';

const PAYMENT_METHODS = Object.fromEntries(
  PAYMENT_METHOD_NAMES.map((method) => [method, paymentMethodLabel(method)]),
) as Record<PaymentMethod, string>;

/** The summary's words and figures in each language: English as it always was, Nepali with रु and Devanagari digits. */
const WORDS = {
  en: {
    item: 'Item',
    qty: 'Qty',
    price: 'Price',
    subtotal: 'Subtotal',
    discount: discountLabel,
    delivery: DELIVERY_LINE_LABEL,
    fee: deliveryFeeText,
    rounding: CASH_ROUNDING_LABEL,
    roundingAmount: formatCashRounding,
    total: 'Total',
    payment: 'Payment',
    methods: PAYMENT_METHODS,
    address: 'Delivery address',
    rupees: formatRupees,
    count: (count: number) => String(count),
  },
  ne: {
    item: 'सामान',
    qty: 'परिमाण',
    price: 'मूल्य',
    subtotal: 'उप-जम्मा',
    discount: (code: string) => `छुट (${code})`,
    delivery: 'डेलिभरी',
    fee: (fee: number) => (fee === 0 ? 'निःशुल्क' : formatNepaliRupees(fee)),
    rounding: 'नगद मिलान',
    roundingAmount: (rupees: number) => `−${formatNepaliRupees(rupees)}`,
    total: 'जम्मा',
    payment: 'भुक्तानी',
    methods: { khalti: 'खल्ती', cash: 'क्यास अन डेलिभरी', esewa: 'इसेवा' } satisfies Record<
      PaymentMethod,
      string
    >,
    address: 'डेलिभरी ठेगाना',
    rupees: formatNepaliRupees,
    count: formatNepaliNumber,
  },
} as const;

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
  language = 'en',
}: {
  order: OrderEmailPayload;
  link: { href: string; label: string };
  language?: Language;
}) {
  const cashRounding = order.cashRounding ?? 0;
  const w = WORDS[language];
  return (
    <>
      {language === 'ne' && order.placedAt ? (
        // Nepal's calendar, the Gregorian day beside it for anyone who reads both.
        <Text
          style={text}
        >{`अर्डर गरेको मिति: ${formatBikramSambat(order.placedAt)} (${nepalDay(order.placedAt)})`}</Text>
      ) : null}
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
            <th style={{ ...label, textAlign: 'left', paddingBottom: '4px' }}>{w.item}</th>
            <th style={{ ...label, textAlign: 'right', paddingBottom: '4px' }}>{w.qty}</th>
            <th style={{ ...label, textAlign: 'right', paddingBottom: '4px', paddingLeft: '12px' }}>
              {w.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td style={{ ...cell, wordBreak: 'break-word' }}>{line.name}</td>
              <td style={figure}>× {w.count(line.quantity)}</td>
              <td style={figure}>{w.rupees(line.unitPrice)}</td>
            </tr>
          ))}
          {order.discount || order.delivery?.fee || cashRounding ? (
            <tr>
              <td style={cell}>{w.subtotal}</td>
              <td style={figure} />
              <td style={figure}>
                {w.rupees(
                  order.subtotal ??
                    order.total + (order.discount?.amount ?? 0) + cashRounding - (order.delivery?.fee ?? 0),
                )}
              </td>
            </tr>
          ) : null}
          {order.discount ? (
            <tr>
              <td style={cell}>{w.discount(order.discount.code)}</td>
              <td style={figure} />
              <td style={figure}>− {w.rupees(order.discount.amount)}</td>
            </tr>
          ) : null}
          {order.delivery ? (
            <tr>
              <td style={cell}>
                {w.delivery} ({order.delivery.district})
              </td>
              <td style={figure} />
              <td style={figure}>{w.fee(order.delivery.fee)}</td>
            </tr>
          ) : null}
          {cashRounding ? (
            <tr>
              <td style={cell}>{w.rounding}</td>
              <td style={figure} />
              <td style={figure}>{w.roundingAmount(cashRounding)}</td>
            </tr>
          ) : null}
          <tr>
            <td style={{ ...cell, fontWeight: 700, borderBottom: '0' }}>{w.total}</td>
            <td style={{ ...figure, borderBottom: '0' }} />
            <td style={{ ...figure, fontWeight: 700, borderBottom: '0' }}>{w.rupees(order.total)}</td>
          </tr>
        </tbody>
      </table>
      <Text style={label}>{w.payment}</Text>
      <Text style={text}>{w.methods[order.paymentMethod]}</Text>
      <Text style={label}>{w.address}</Text>
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
