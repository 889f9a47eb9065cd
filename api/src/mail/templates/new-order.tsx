import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { emailTexts } from '../texts';
import { Layout, link, type OrderEmailProps, text } from './layout';
import { shopOrderLink } from './links';
import { label, OrderSummary } from './order-summary';

/** To SHOP_ALERT_EMAIL: the same moments as the customer's confirmation. The shop's own, always in English. */
export function NewOrderEmail({ order, shop, title }: OrderEmailProps) {
  const t = emailTexts('en');
  const values = { name: order.customerName, total: order.total, number: order.orderNumber };
  return (
    <Layout
      title={title}
      preview={t.text('shop.new-order.preview', values)}
      heading={t.text('shop.new-order.heading', values)}
      shop={shop}
      toCustomer={false}
    >
      <Text style={text}>{t.text('shop.new-order.body', { ...values, method: order.paymentMethod })}</Text>
      {/* The courier calls ahead of a cash-on-delivery: how to reach the customer, as typed at checkout. */}
      {order.customerPhone || order.customerEmail ? (
        <>
          <Text style={label}>{t.text('shop.new-order.customer')}</Text>
          <Text style={text}>
            {order.customerName}
            {order.customerPhone ? (
              <>
                <br />
                {t.rich('shop.new-order.phone', {
                  phone: (
                    <Link href={`tel:${order.customerPhone.replace(/[^+\d]/g, '')}`} style={link}>
                      {order.customerPhone}
                    </Link>
                  ),
                })}
              </>
            ) : null}
            {order.customerEmail ? (
              <>
                <br />
                {t.rich('shop.new-order.email', {
                  email: (
                    <Link href={`mailto:${order.customerEmail}`} style={link}>
                      {order.customerEmail}
                    </Link>
                  ),
                })}
              </>
            ) : null}
          </Text>
        </>
      ) : null}
      <OrderSummary order={order} link={shopOrderLink(shop, order.orderId)} />
    </Layout>
  );
}
