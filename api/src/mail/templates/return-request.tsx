import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { ReturnEmailPayload } from '../email-messages';
import { textsOf } from '../texts';
import { button, Layout, type ShopLinks, ShopContactText, text } from './layout';
import { myOrdersLink, shopOrderLink } from './links';

/**
 * A return request: to the shop when a customer asks (in English, as the shop's own e-mails are), to the customer in
 * their language when the shop approves or declines it.
 */
export function ReturnEmail({
  kind,
  request,
  shop,
  title,
}: {
  kind: 'return-requested' | 'return-approved' | 'return-declined';
  request: ReturnEmailPayload;
  shop: ShopLinks;
  title: string;
}) {
  const toShop = kind === 'return-requested';
  const language = toShop ? 'en' : (request.language ?? 'en');
  const t = textsOf({ language });
  const action = toShop ? shopOrderLink(shop, request.orderId) : myOrdersLink(shop, language);
  const decision = kind === 'return-approved' ? 'approved' : 'declined';
  return (
    <Layout
      title={title}
      preview={title}
      heading={toShop ? t.text('shop.return.heading') : t.text('return.heading', { decision })}
      shop={shop}
      language={language}
    >
      {toShop ? (
        <Text style={text}>
          {t.text('shop.return.body', { name: request.customerName, number: request.orderNumber })}
        </Text>
      ) : (
        <>
          <Text style={text}>{t.text('hello', { name: request.customerName })}</Text>
          <Text style={text}>{t.text('return.body', { number: request.orderNumber, decision })}</Text>
        </>
      )}
      {request.lines.map((line, index) => (
        <Text key={index} style={text}>
          {t.text('return.line', {
            name: (language === 'ne' && line.nameNe) || line.name,
            quantity: line.quantity,
          })}
        </Text>
      ))}
      <Text style={text}>{t.text('reason', { reason: request.reason })}</Text>
      {request.note && <Text style={text}>{t.text('return.note', { note: request.note })}</Text>}
      {!toShop && (
        <ShopContactText
          contact={shop.contact}
          style={text}
          lead={t.text('return.lead')}
          language={language}
        />
      )}
      <Button href={action.href} style={button}>
        {action.label}
      </Button>
    </Layout>
  );
}
