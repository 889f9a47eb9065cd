import { Text } from '@react-email/text';
import { formatRupees, REFUND_METHOD_WORDS } from '../../contracts';
import type { RefundEmailPayload } from '../email-messages';
import { Layout, type ShopLinks, ShopContactText, text } from './layout';
import { myOrdersLink } from './links';
import { OrderSummary } from './order-summary';

/** To the customer: a refund of their order succeeded (through Khalti, or handed back in cash). */
export function OrderRefundedEmail({
  order,
  shop,
  title,
}: {
  order: RefundEmailPayload;
  shop: ShopLinks;
  title: string;
}) {
  const amount = formatRupees(order.refund.amount);
  return (
    <Layout
      title={title}
      preview={`${amount} refunded for order #${order.orderNumber}`}
      heading="Your refund"
      shop={shop}
    >
      <Text style={text}>Hello {order.customerName},</Text>
      <Text style={text}>
        We have refunded {amount} for your order #{order.orderNumber}: the money comes back{' '}
        {REFUND_METHOD_WORDS[order.refund.method]}.
      </Text>
      <Text style={text}>Reason: {order.refund.reason}</Text>
      <ShopContactText contact={shop.contact} style={text} lead="A question about your refund?" />
      <OrderSummary order={order} link={myOrdersLink(shop)} />
    </Layout>
  );
}
