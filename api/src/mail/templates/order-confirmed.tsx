import { Text } from '@react-email/text';
import { formatRupees, paymentMethodLabel } from '../../contracts';
import { Layout, type OrderEmailProps, text } from './layout';
import { OrderSummary } from './order-summary';
import { myOrdersLink } from './links';

/** To the customer: a cash-on-delivery order placed, or a Khalti order paid. */
export function OrderConfirmedEmail({ order, shop, title }: OrderEmailProps) {
  return (
    <Layout
      title={title}
      preview={`Order #${order.orderNumber}: ${formatRupees(order.total)}`}
      heading="Thank you for your order"
      shop={shop}
    >
      <Text style={text}>Hello {order.customerName},</Text>
      <Text style={text}>
        Your order #{order.orderNumber} is confirmed.{' '}
        {order.paymentMethod === 'cash'
          ? `Please have ${formatRupees(order.total)} ready in cash when it is delivered.`
          : `We have received your ${paymentMethodLabel(order.paymentMethod)} payment of ${formatRupees(order.total)}.`}{' '}
        We will let you know when it has been delivered.
      </Text>
      <OrderSummary order={order} link={myOrdersLink(shop)} />
    </Layout>
  );
}
