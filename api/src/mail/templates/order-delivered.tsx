import { Text } from '@react-email/text';
import { RETURN_WINDOW_DAYS } from '../../contracts';
import type { OrderEmailPayload } from '../email-messages';
import { Layout, type ShopLinks, text } from './layout';
import { myOrdersLink } from './links';
import { OrderSummary } from './order-summary';

/** To the customer: the order became delivered. */
export function OrderDeliveredEmail({ order, shop }: { order: OrderEmailPayload; shop: ShopLinks }) {
  return (
    <Layout
      preview={`Order #${order.orderNumber} has been delivered`}
      heading="Your order has been delivered"
      shop={shop}
    >
      <Text style={text}>Hello {order.customerName},</Text>
      <Text style={text}>
        Your order #{order.orderNumber} has been delivered. We hope you enjoy it: you have{' '}
        {RETURN_WINDOW_DAYS} days to return or exchange an item.
      </Text>
      <OrderSummary order={order} link={myOrdersLink(shop)} />
    </Layout>
  );
}
