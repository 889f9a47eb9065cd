import { Text } from '@react-email/text';
import type { RefundEmailPayload } from '../email-messages';
import { textsOf } from '../texts';
import { Layout, type ShopLinks, ShopContactText, text } from './layout';
import { myOrdersLink } from './links';
import { OrderSummary } from './order-summary';

/** To the customer: a refund of their order succeeded (through Khalti, or handed back in cash). In their language. */
export function OrderRefundedEmail({
  order,
  shop,
  title,
}: {
  order: RefundEmailPayload;
  shop: ShopLinks;
  title: string;
}) {
  const t = textsOf(order);
  const language = order.language ?? 'en';
  const values = { number: order.orderNumber, amount: order.refund.amount };
  return (
    <Layout
      title={title}
      preview={t.text('refunded.preview', values)}
      heading={t.text('refunded.heading')}
      shop={shop}
      language={language}
    >
      <Text style={text}>{t.text('hello', { name: order.customerName })}</Text>
      <Text style={text}>{t.text('refunded.body', { ...values, method: order.refund.method })}</Text>
      <Text style={text}>{t.text('reason', { reason: order.refund.reason })}</Text>
      <ShopContactText
        contact={shop.contact}
        style={text}
        lead={t.text('refunded.lead')}
        language={language}
      />
      <OrderSummary order={order} link={myOrdersLink(shop, language)} language={language} />
    </Layout>
  );
}
