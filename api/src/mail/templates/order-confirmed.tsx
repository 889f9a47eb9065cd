import { Text } from '@react-email/text';
import { textsOf } from '../texts';
import { Layout, type OrderEmailProps, text } from './layout';
import { OrderSummary } from './order-summary';
import { myOrdersLink } from './links';

/** To the customer: a cash-on-delivery order placed, or a Khalti order paid. In the account's language. */
export function OrderConfirmedEmail({ order, shop, title }: OrderEmailProps) {
  const t = textsOf(order);
  const language = order.language ?? 'en';
  const values = { number: order.orderNumber, total: order.total };
  return (
    <Layout
      title={title}
      preview={t.text('confirmed.preview', values)}
      heading={t.text('confirmed.heading')}
      shop={shop}
      language={language}
    >
      <Text style={text}>{t.text('hello', { name: order.customerName })}</Text>
      <Text style={text}>{t.text('confirmed.body', { ...values, method: order.paymentMethod })}</Text>
      <OrderSummary order={order} link={myOrdersLink(shop, language)} language={language} />
    </Layout>
  );
}
