import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { OutgoingEmail } from './email-messages';
import type { ShopLinks } from './templates/layout';
import { NewOrderEmail } from './templates/new-order';
import { ORDER_LINES_CLASS } from './templates/order-summary';
import { OrderCancelledEmail } from './templates/order-cancelled';
import { OrderConfirmedEmail } from './templates/order-confirmed';
import { OrderDeliveredEmail } from './templates/order-delivered';
import { OrderShippedEmail } from './templates/order-shipped';
import { PasswordChangedEmail } from './templates/password-changed';
import { PasswordResetEmail } from './templates/password-reset';
import { OrderRefundedEmail } from './templates/order-refunded';
import { ReturnEmail } from './templates/return-request';
import { LowStockEmail } from './templates/low-stock';
import { NewReviewEmail, ReviewRequestEmail } from './templates/review';

/** An e-mail as it goes out: its HTML part and its plain-text part. */
export interface RenderedEmail {
  html: string;
  text: string;
}

/** A message that cannot be rendered any more: a password reset whose link has been erased. Never worth a retry. */
export class UnrenderableEmailError extends Error {}

/** The order's lines as columns in the plain-text part (the layout's own tables stay plain blocks), headings as written. */
const PLAIN_TEXT = {
  selectors: [
    { selector: `table.${ORDER_LINES_CLASS}`, format: 'dataTable', options: { uppercaseHeaderCells: false } },
    { selector: 'h1', options: { uppercase: false } },
    // A phone number reads as itself: its tel: address would only repeat it.
    { selector: 'a[href^="tel:"]', format: 'inline' },
  ],
};

/**
 * The message of one outbox row (kind and payload), rendered with React Email: the same tree gives both parts. Each
 * template writes the payload's language (a customer's e-mail to a Nepali account, payload.language 'ne').
 */
export async function renderEmail(
  email: Pick<OutgoingEmail, 'kind' | 'payload'>,
  shop: ShopLinks,
  /** The e-mail's subject, its HTML's title. */
  title: string,
): Promise<RenderedEmail> {
  const element = elementOf(email as OutgoingEmail, withContactOf(email.payload, shop), title);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ]);
  return { html, text };
}

/**
 * The shop as a customer's e-mail ends with it: the contact lines queued with the e-mail (the owner's Settings then),
 * or the caller's (SHOP_PHONE, SHOP_EMAIL, SHOP_ADDRESS) for an e-mail queued without them.
 */
function withContactOf(payload: OutgoingEmail['payload'], shop: ShopLinks): ShopLinks {
  return 'contact' in payload && payload.contact ? { ...shop, contact: payload.contact } : shop;
}

function elementOf(email: OutgoingEmail, shop: ShopLinks, title: string): ReactElement {
  switch (email.kind) {
    case 'order-confirmed':
      return <OrderConfirmedEmail order={email.payload} shop={shop} title={title} />;
    case 'new-order':
      return <NewOrderEmail order={email.payload} shop={shop} title={title} />;
    case 'order-delivered':
      return <OrderDeliveredEmail order={email.payload} shop={shop} title={title} />;
    case 'order-shipped':
      return <OrderShippedEmail order={email.payload} shop={shop} title={title} />;
    case 'order-cancelled':
      return <OrderCancelledEmail order={email.payload} shop={shop} title={title} />;
    case 'order-refunded':
      return <OrderRefundedEmail order={email.payload} shop={shop} title={title} />;
    case 'return-requested':
    case 'return-approved':
    case 'return-declined':
      return <ReturnEmail kind={email.kind} request={email.payload} shop={shop} title={title} />;
    case 'low-stock':
      return <LowStockEmail stock={email.payload} shop={shop} title={title} />;
    case 'new-review':
      return <NewReviewEmail review={email.payload} shop={shop} title={title} />;
    case 'review-request':
      return <ReviewRequestEmail request={email.payload} shop={shop} title={title} />;
    case 'password-reset':
      if (!email.payload.token)
        throw new UnrenderableEmailError('The reset link was erased: ask for a new one');
      return (
        <PasswordResetEmail reset={email.payload} token={email.payload.token} shop={shop} title={title} />
      );
    case 'password-changed':
      return <PasswordChangedEmail account={email.payload} shop={shop} title={title} />;
  }
}
