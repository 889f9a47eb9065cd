import { Text } from '@react-email/text';
import type { ReturnEmailPayload } from '../email-messages';
import { Layout, type ShopLinks, ShopContactText, text } from './layout';
import { myOrdersLink, shopOrderLink } from './links';
import { Button } from '@react-email/button';
import { button } from './layout';

const HEADINGS = {
  'return-requested': 'A return has been requested',
  'return-approved': 'Your return has been approved',
  'return-declined': 'Your return has been declined',
} as const;

/** A return request: to the shop when a customer asks, to the customer when the shop approves or declines it. */
export function ReturnEmail({
  kind,
  request,
  shop,
  title,
}: {
  kind: keyof typeof HEADINGS;
  request: ReturnEmailPayload;
  shop: ShopLinks;
  title: string;
}) {
  const toShop = kind === 'return-requested';
  const action = toShop ? shopOrderLink(shop, request.orderId) : myOrdersLink(shop);
  return (
    <Layout title={title} preview={title} heading={HEADINGS[kind]} shop={shop}>
      {toShop ? (
        <Text style={text}>
          {request.customerName} asks to return from order #{request.orderNumber}:
        </Text>
      ) : (
        <>
          <Text style={text}>Hello {request.customerName},</Text>
          <Text style={text}>
            Your return for order #{request.orderNumber} has been{' '}
            {kind === 'return-approved' ? 'approved' : 'declined'}.
            {kind === 'return-approved'
              ? ' Please send the items back; we refund them once they arrive.'
              : ''}
          </Text>
        </>
      )}
      {request.lines.map((line, index) => (
        <Text key={index} style={text}>
          {line.name} × {line.quantity}
        </Text>
      ))}
      <Text style={text}>Reason: {request.reason}</Text>
      {request.note && <Text style={text}>Note from the shop: {request.note}</Text>}
      {!toShop && (
        <ShopContactText contact={shop.contact} style={text} lead="A question about your return?" />
      )}
      <Button href={action.href} style={button}>
        {action.label}
      </Button>
    </Layout>
  );
}
