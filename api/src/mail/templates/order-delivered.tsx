import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { RETURN_WINDOW_DAYS } from '../../contracts';
import { Layout, link, type OrderEmailProps, text } from './layout';
import { myOrdersLink, RETURN_AND_EXCHANGE_PATH } from './links';
import { OrderSummary } from './order-summary';

/** To the customer: the order became delivered. */
export function OrderDeliveredEmail({ order, shop, title }: OrderEmailProps) {
  return (
    <Layout
      title={title}
      preview={`Order #${order.orderNumber} has been delivered`}
      heading="Your order has been delivered"
      shop={shop}
    >
      <Text style={text}>Hello {order.customerName},</Text>
      <Text style={text}>
        Your order #{order.orderNumber} has been delivered. We hope you enjoy it: you have{' '}
        {RETURN_WINDOW_DAYS} days to return or exchange an item (see{' '}
        <Link href={`${shop.publicUrl}${RETURN_AND_EXCHANGE_PATH}`} style={link}>
          Return and Exchange
        </Link>
        ).
      </Text>
      <OrderSummary order={order} link={myOrdersLink(shop)} />
    </Layout>
  );
}
