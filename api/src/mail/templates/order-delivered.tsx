import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { RETURN_WINDOW_DAYS } from '../../contracts';
import { textsOf } from '../texts';
import { Layout, link, type OrderEmailProps, text } from './layout';
import { myOrdersLink, pageIn, RETURN_AND_EXCHANGE_PATH } from './links';
import { OrderSummary } from './order-summary';

/** To the customer: the order became delivered. In the account's language. */
export function OrderDeliveredEmail({ order, shop, title }: OrderEmailProps) {
  const t = textsOf(order);
  const language = order.language ?? 'en';
  return (
    <Layout
      title={title}
      preview={t.text('delivered.preview', { number: order.orderNumber })}
      heading={t.text('delivered.heading')}
      shop={shop}
      language={language}
    >
      <Text style={text}>{t.text('hello', { name: order.customerName })}</Text>
      <Text style={text}>
        {t.rich('delivered.body', {
          number: order.orderNumber,
          days: RETURN_WINDOW_DAYS,
          returns: (
            <Link href={`${shop.publicUrl}${pageIn(language, RETURN_AND_EXCHANGE_PATH)}`} style={link}>
              {t.text('delivered.returns')}
            </Link>
          ),
        })}
      </Text>
      <OrderSummary order={order} link={myOrdersLink(shop, language)} language={language} />
    </Layout>
  );
}
