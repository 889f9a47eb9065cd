import { type MessageParams, productWithVariant } from '../contracts';
import type { OutgoingEmail } from './email-messages';
import { type EmailTextId, textsOf } from './texts';

/** Each kind's subject: its text in the e-mails' catalogs and its values (N is the order number). */
function subjectText(email: OutgoingEmail): [EmailTextId, MessageParams] {
  switch (email.kind) {
    case 'order-confirmed':
    case 'order-delivered':
    case 'order-shipped':
    case 'order-cancelled':
      return [`subject.${email.kind}`, { number: email.payload.orderNumber }];
    case 'new-order':
      return ['shop.subject.new-order', { number: email.payload.orderNumber, total: email.payload.total }];
    case 'order-refunded':
      return [
        'subject.order-refunded',
        { number: email.payload.orderNumber, amount: email.payload.refund.amount },
      ];
    case 'return-requested':
      return ['shop.subject.return-requested', { number: email.payload.orderNumber }];
    case 'return-approved':
    case 'return-declined':
      return [
        'subject.return-decided',
        {
          number: email.payload.orderNumber,
          decision: email.kind === 'return-approved' ? 'approved' : 'declined',
        },
      ];
    case 'low-stock':
      return [
        'shop.subject.low-stock',
        { name: productWithVariant(email.payload.name, email.payload.label), stock: email.payload.stock },
      ];
    case 'new-review':
      return ['shop.subject.new-review', { name: email.payload.productName, rating: email.payload.rating }];
    case 'review-request':
      return [
        'subject.review-request',
        {
          name:
            email.payload.language === 'ne' && email.payload.productNameNe
              ? email.payload.productNameNe
              : email.payload.productName,
        },
      ];
    case 'password-reset':
    case 'password-changed':
      return [`subject.${email.kind}`, {}];
  }
}

/**
 * Each kind's subject, exactly as docs/rules.md gives them, in the e-mail's language: a customer's e-mail to an
 * account whose language is Nepali (payload.language 'ne') has the Nepali subject; the shop's own stay English.
 */
export function subjectOf(email: OutgoingEmail): string {
  const [id, params] = subjectText(email);
  return textsOf(email.payload).text(id, params);
}
