import { Text } from '@react-email/text';
import { formatRupees } from '../../contracts';
import { Layout, type OrderEmailProps, ShopContactText, text } from './layout';
import { myOrdersLink } from './links';
import { OrderSummary } from './order-summary';

/** To the customer: cancelled by an admin, by Khalti's cancel, by the payment's expiry or by the customer. */
export function OrderCancelledEmail({ order, shop, title }: OrderEmailProps) {
  return (
    <Layout
      title={title}
      preview={`Order #${order.orderNumber} has been cancelled`}
      heading="Your order has been cancelled"
      shop={shop}
    >
      <Text style={text}>Hello {order.customerName},</Text>
      <Text style={text}>Your order #{order.orderNumber} has been cancelled.</Text>
      <ShopContactText
        contact={shop.contact}
        style={text}
        lead="Did you not expect this, or want to order again?"
      />
      {order.refundDue && (
        <Text style={text}>
          You paid {formatRupees(order.total)} with Khalti: the shop will contact you about your refund.
        </Text>
      )}
      <OrderSummary order={order} link={myOrdersLink(shop)} />
    </Layout>
  );
}
