import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { ShippedEmailPayload } from '../email-messages';
import { textsOf } from '../texts';
import { Layout, link, type ShopLinks, text } from './layout';
import { myOrdersLink } from './links';
import { OrderSummary } from './order-summary';

/**
 * To the customer: the order left with a courier. The tracking page's link is filled in with the order's number and
 * phone; the courier's own link follows when the courier has one. In the account's language.
 */
export function OrderShippedEmail({
  order,
  shop,
  title,
}: {
  order: ShippedEmailPayload;
  shop: ShopLinks;
  title: string;
}) {
  const t = textsOf(order);
  const language = order.language ?? 'en';
  const { courier, trackingNumber, trackingUrl, trackPage } = order.shipment;
  return (
    <Layout
      title={title}
      preview={t.text('shipped.preview', { number: order.orderNumber, courier })}
      heading={t.text('shipped.heading')}
      shop={shop}
      language={language}
    >
      <Text style={text}>{t.text('hello', { name: order.customerName })}</Text>
      <Text style={text}>
        {t.rich('shipped.body', {
          number: order.orderNumber,
          courier,
          tracking: trackingNumber,
          track: (
            <Link href={trackPage} style={link}>
              {t.text('shipped.track')}
            </Link>
          ),
        })}
      </Text>
      {trackingUrl && (
        <Text style={text}>
          <Link href={trackingUrl} style={link}>
            {trackingUrl}
          </Link>
        </Text>
      )}
      <OrderSummary order={order} link={myOrdersLink(shop, language)} language={language} />
    </Layout>
  );
}
