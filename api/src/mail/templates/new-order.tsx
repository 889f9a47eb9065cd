import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { formatRupees, paymentMethodLabel } from '../../contracts';
import { Layout, link, type OrderEmailProps, text } from './layout';
import { shopOrderLink } from './links';
import { label, OrderSummary } from './order-summary';

/** To SHOP_ALERT_EMAIL: the same moments as the customer's confirmation. */
export function NewOrderEmail({ order, shop, title }: OrderEmailProps) {
  const total = formatRupees(order.total);
  return (
    <Layout
      title={title}
      preview={`${order.customerName}: ${total}`}
      heading={`New order #${order.orderNumber} from ${order.customerName}: ${total}`}
      shop={shop}
      toCustomer={false}
    >
      <Text style={text}>
        {order.customerName} has ordered for {total}
        {order.paymentMethod === 'cash'
          ? ', to be paid in cash on delivery.'
          : `, paid with ${paymentMethodLabel(order.paymentMethod)}.`}
      </Text>
      {/* The courier calls ahead of a cash-on-delivery: how to reach the customer, as typed at checkout. */}
      {order.customerPhone || order.customerEmail ? (
        <>
          <Text style={label}>Customer</Text>
          <Text style={text}>
            {order.customerName}
            {order.customerPhone ? (
              <>
                <br />
                Phone:{' '}
                <Link href={`tel:${order.customerPhone.replace(/[^+\d]/g, '')}`} style={link}>
                  {order.customerPhone}
                </Link>
              </>
            ) : null}
            {order.customerEmail ? (
              <>
                <br />
                E-mail:{' '}
                <Link href={`mailto:${order.customerEmail}`} style={link}>
                  {order.customerEmail}
                </Link>
              </>
            ) : null}
          </Text>
        </>
      ) : null}
      <OrderSummary order={order} link={shopOrderLink(shop, order.orderId)} />
    </Layout>
  );
}
