import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import {
  districtName,
  formatAmount,
  formatBikramSambat,
  formatCount,
  type Language,
  nepalDay,
  orderLineTotal,
  orderSubtotal,
} from '../../contracts';
import type { OrderEmailPayload } from '../email-messages';
import { emailTexts } from '../texts';
import { button, colors, small, text } from './layout';

/** The lines' table: the plain-text part lays it out in columns (render-email.tsx). */
export const ORDER_LINES_CLASS = 'order-lines';

const cell = { ...text, margin: '0', padding: '8px 0', borderBottom: `1px solid ${colors.sand}` };
const figure = { ...cell, whiteSpace: 'nowrap' as const, textAlign: 'right' as const, paddingLeft: '12px' };
export const label = { ...small, textTransform: 'uppercase' as const, letterSpacing: '0.04em' };

/**
 * What every order e-mail shows, as every receipt of the shop does (docs/rules.md, Orders): each line (its name in the
 * e-mail's language, unit price, quantity and line total), then 'Subtotal', the discount code and amount, the delivery
 * (district and fee, 'Free' when 0), the cash rounding ('Rounding −Rs. 0.15', when cash on delivery gave paisa) and the
 * total, in that order, each figure from the contracts' receipt rules; then how it is paid, where it goes, and a
 * button to the customer's (or the shop's) order list. The name column takes what the figures leave, so a long
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
  const t = emailTexts(language);
  const rupees = (amount: number) => formatAmount(amount, language);
  return (
    <>
      {language === 'ne' && order.placedAt ? (
        // Nepal's calendar, the Gregorian day beside it for anyone who reads both; the English e-mails, as they
        // always were, show no date.
        <Text style={text}>
          {t.text('summary.placed-on', {
            date: formatBikramSambat(order.placedAt),
            day: nepalDay(order.placedAt) ?? '',
          })}
        </Text>
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
            <th style={{ ...label, textAlign: 'left', paddingBottom: '4px' }}>{t.text('summary.item')}</th>
            <th style={{ ...label, textAlign: 'right', paddingBottom: '4px', paddingLeft: '12px' }}>
              {t.text('summary.unit-price')}
            </th>
            <th style={{ ...label, textAlign: 'right', paddingBottom: '4px', paddingLeft: '12px' }}>
              {t.text('summary.qty')}
            </th>
            <th style={{ ...label, textAlign: 'right', paddingBottom: '4px', paddingLeft: '12px' }}>
              {t.text('summary.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td style={{ ...cell, wordBreak: 'break-word' }}>
                {(language === 'ne' && line.nameNe) || line.name}
              </td>
              <td style={figure}>{rupees(line.unitPrice)}</td>
              <td style={figure}>{formatCount(line.quantity, language)}</td>
              <td style={figure}>{rupees(orderLineTotal(line))}</td>
            </tr>
          ))}
          <tr>
            <td style={cell}>{t.text('summary.subtotal')}</td>
            <td style={figure} colSpan={2} />
            <td style={figure}>{rupees(orderSubtotal(order.lines))}</td>
          </tr>
          {order.discount ? (
            <tr>
              <td style={cell}>{t.text('summary.discount', { code: order.discount.code })}</td>
              <td style={figure} colSpan={2} />
              <td style={figure}>− {rupees(order.discount.amount)}</td>
            </tr>
          ) : null}
          {order.delivery ? (
            <tr>
              <td style={cell}>
                {t.text('summary.delivery')} ({districtName(order.delivery.district, language)})
              </td>
              <td style={figure} colSpan={2} />
              <td style={figure}>
                {order.delivery.fee === 0 ? t.text('summary.free') : rupees(order.delivery.fee)}
              </td>
            </tr>
          ) : null}
          {cashRounding ? (
            <tr>
              <td style={cell}>{t.text('summary.rounding')}</td>
              <td style={figure} colSpan={2} />
              <td style={figure}>{`−${rupees(cashRounding)}`}</td>
            </tr>
          ) : null}
          <tr>
            <td style={{ ...cell, fontWeight: 700, borderBottom: '0' }}>{t.text('summary.total')}</td>
            <td style={{ ...figure, borderBottom: '0' }} colSpan={2} />
            <td style={{ ...figure, fontWeight: 700, borderBottom: '0' }}>{rupees(order.total)}</td>
          </tr>
        </tbody>
      </table>
      <Text style={label}>{t.text('summary.payment')}</Text>
      <Text style={text}>{t.text('summary.method', { method: order.paymentMethod })}</Text>
      <Text style={label}>{t.text('summary.address')}</Text>
      <Text style={text}>
        {order.customerName}
        <br />
        {order.address}
        {order.delivery ? (
          <>
            <br />
            {districtName(order.delivery.district, language)}
          </>
        ) : null}
      </Text>
      <Button href={link.href} style={button}>
        {link.label}
      </Button>
    </>
  );
}
