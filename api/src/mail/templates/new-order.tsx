import { Text } from '@react-email/text';
import { formatRupees } from '../../contracts';
import type { OrderEmailPayload } from '../email-messages';
import { Layout, type ShopLinks, text } from './layout';
import { shopOrderLink } from './links';
import { OrderSummary } from './order-summary';

/** To SHOP_ALERT_EMAIL: the same moments as the customer's confirmation. */
export function NewOrderEmail({ order, shop }: { order: OrderEmailPayload; shop: ShopLinks }) {
  return (
    <Layout
      preview={`${order.customerName}: ${formatRupees(order.total)}`}
      heading={`New order #${order.orderNumber}`}
      shop={shop}
    >
      <Text style={text}>
        {order.customerName} has ordered for {formatRupees(order.total)}
        {order.paymentMethod === 'cash' ? ', to be paid in cash on delivery.' : ', paid with Khalti.'}
      </Text>
      <OrderSummary order={order} link={shopOrderLink(shop, order.orderId)} />
    </Layout>
  );
}
