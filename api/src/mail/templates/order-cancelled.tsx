import { Text } from '@react-email/text';
import { textsOf } from '../texts';
import { Layout, type OrderEmailProps, ShopContactText, text } from './layout';
import { myOrdersLink } from './links';
import { OrderSummary } from './order-summary';

/**
 * To the customer: cancelled by an admin, by Khalti's cancel, by the payment's expiry or by the customer. In the
 * account's language.
 */
export function OrderCancelledEmail({ order, shop, title }: OrderEmailProps) {
  const t = textsOf(order);
  const language = order.language ?? 'en';
  return (
    <Layout
      title={title}
      preview={t.text('cancelled.preview', { number: order.orderNumber })}
      heading={t.text('cancelled.heading')}
      shop={shop}
      language={language}
    >
      <Text style={text}>{t.text('hello', { name: order.customerName })}</Text>
      <Text style={text}>{t.text('cancelled.body', { number: order.orderNumber })}</Text>
      <ShopContactText
        contact={shop.contact}
        style={text}
        lead={t.text('cancelled.lead')}
        language={language}
      />
      {order.refundDue && <Text style={text}>{t.text('cancelled.refund', { total: order.total })}</Text>}
      <OrderSummary order={order} link={myOrdersLink(shop, language)} language={language} />
    </Layout>
  );
}
