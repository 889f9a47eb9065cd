import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Language, ShopContact } from '../../contracts';
import type { OrderEmailPayload } from '../email-messages';
import { emailTexts } from '../texts';

// The shop's colours (shared-ui/src/styles/tokens.css), written out: an e-mail client reads no style sheet of ours.
export const colors = {
  ivory: '#faf7f2',
  sand: '#ece3d5',
  charcoal: '#2a2624',
  muted: '#5f5750',
  border: '#dcd1c1',
  accent: '#6b1f2a',
  white: '#ffffff',
} as const;

const font = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export const text = { fontSize: '16px', lineHeight: '24px', color: colors.charcoal, margin: '0 0 16px' };
/** The one call to action of an e-mail (see your orders, set a new password). */
export const button = {
  backgroundColor: colors.accent,
  color: colors.white,
  borderRadius: '6px',
  padding: '12px 20px',
  fontSize: '16px',
  fontWeight: 700,
  textDecoration: 'none',
};
export const small = { fontSize: '13px', lineHeight: '20px', color: colors.muted, margin: '0' };
/** Every link in the text, in the shop's colour rather than each client's blue. */
export const link = { color: colors.accent, textDecoration: 'underline' };

/** What the layout needs besides the message: where the shop is, and how customers reach it. */
export interface ShopLinks {
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** The owner's contact lines from Settings, as queued with the e-mail (SHOP_PHONE, SHOP_EMAIL, SHOP_ADDRESS without). */
  contact: ShopContact;
}

/** What every order e-mail is made of: the order, the shop, and the subject as the HTML's title. */
export interface OrderEmailProps {
  order: OrderEmailPayload;
  shop: ShopLinks;
  title: string;
}

/** A phone number as a tel: address: its digits and a leading +. */
const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** How to reach the shop, as one sentence with its links: the end of every customer e-mail, and the cancelled one's advice. */
export function ShopContactText({
  contact,
  style,
  lead,
  language = 'en',
}: {
  contact: ShopContact;
  style: object;
  /** What comes before the ways to reach the shop. */
  lead?: string;
  language?: Language;
}) {
  const t = emailTexts(language);
  return (
    <Text style={style}>
      {t.rich('contact.ways', {
        lead: lead ?? t.text('contact.questions'),
        phone: (
          <Link href={telOf(contact.phone)} style={link}>
            {contact.phone}
          </Link>
        ),
        email: (
          <Link href={`mailto:${contact.email}`} style={link}>
            {contact.email}
          </Link>
        ),
        address: contact.address,
      })}
    </Text>
  );
}

/**
 * Every e-mail's frame: the shop's name, the message, a footer. One column at most 600 px wide, fluid below that,
 * so it reads the same in a phone's 360 px and a desktop client's 600 px; every value inside is a React child or
 * attribute, so whatever a customer typed is escaped, never markup.
 */
export function Layout({
  title,
  preview,
  heading,
  shop,
  toCustomer = true,
  language = 'en',
  children,
}: {
  /** The e-mail's subject: the HTML's title, which a browser or a web mail's tab shows. */
  title: string;
  preview: string;
  heading: string;
  shop: ShopLinks;
  /** A customer's e-mail ends with how to reach the shop; the shop's own alert does not. */
  toCustomer?: boolean;
  /** A Nepali account's e-mail is Nepali from its frame to its footer (the shop's contact details stay as set). */
  language?: Language;
  children: ReactNode;
}) {
  const t = emailTexts(language);
  return (
    <Html lang={language}>
      <Head>
        <title>{title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.ivory, margin: '0', padding: '16px 0', fontFamily: font }}>
        <Container
          style={{
            width: '100%',
            maxWidth: '600px',
            backgroundColor: colors.white,
            border: `1px solid ${colors.border}`,
            borderRadius: '8px',
          }}
        >
          <Section
            style={{ backgroundColor: colors.accent, borderRadius: '8px 8px 0 0', padding: '16px 24px' }}
          >
            <Text style={{ ...text, color: colors.white, fontSize: '20px', fontWeight: 700, margin: '0' }}>
              {t.text('layout.shop')}
            </Text>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading
              as="h1"
              style={{ fontSize: '22px', lineHeight: '30px', color: colors.charcoal, margin: '0 0 16px' }}
            >
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: '0' }} />
          <Section style={{ padding: '16px 24px' }}>
            {toCustomer ? (
              <ShopContactText
                contact={shop.contact}
                style={{ ...small, margin: '0 0 8px' }}
                language={language}
              />
            ) : null}
            <Text style={small}>
              {t.text('layout.footer')}{' '}
              <Link href={shop.publicUrl} style={link}>
                {shop.publicUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
