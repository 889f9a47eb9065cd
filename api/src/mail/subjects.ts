import { formatNepaliRupees, formatRupees, toDevanagariDigits } from '../contracts';
import type { OutgoingEmail } from './email-messages';

/**
 * Each kind's subject, exactly as docs/rules.md gives them; N is the order number. A customer's e-mail to an account
 * whose language is Nepali (payload.language 'ne') has the Nepali subject; the shop's own e-mails stay English.
 */
export function subjectOf(email: OutgoingEmail): string {
  if (email.payload.language === 'ne') {
    const nepali = nepaliSubjectOf(email);
    if (nepali) return nepali;
  }
  switch (email.kind) {
    case 'order-confirmed':
      return `Your Pashmina Shop order #${email.payload.orderNumber} is confirmed`;
    case 'new-order':
      return `New order #${email.payload.orderNumber}: ${formatRupees(email.payload.total)}`;
    case 'order-delivered':
      return `Your Pashmina Shop order #${email.payload.orderNumber} has been delivered`;
    case 'order-cancelled':
      return `Your Pashmina Shop order #${email.payload.orderNumber} has been cancelled`;
    case 'order-refunded':
      return `Your refund of ${formatRupees(email.payload.refund.amount)} for order #${email.payload.orderNumber}`;
    case 'return-requested':
      return `Return requested for order #${email.payload.orderNumber}`;
    case 'return-approved':
      return `Your return for order #${email.payload.orderNumber} has been approved`;
    case 'return-declined':
      return `Your return for order #${email.payload.orderNumber} has been declined`;
    case 'password-reset':
      return 'Reset your Pashmina Shop password';
    case 'password-changed':
      return 'Your Pashmina Shop password was changed';
  }
}

/** 'पश्मिना शप': the shop's name in its Nepali e-mails. */
export const SHOP_NAME_NE = 'पश्मिना शप';

/** The Nepali subjects of the customer's e-mails; undefined for the shop's own (always English). */
function nepaliSubjectOf(email: OutgoingEmail): string | undefined {
  const order = 'orderNumber' in email.payload ? `#${toDevanagariDigits(email.payload.orderNumber)}` : '';
  switch (email.kind) {
    case 'order-confirmed':
      return `तपाईंको ${SHOP_NAME_NE} अर्डर ${order} पक्का भयो`;
    case 'order-delivered':
      return `तपाईंको ${SHOP_NAME_NE} अर्डर ${order} डेलिभर भयो`;
    case 'order-cancelled':
      return `तपाईंको ${SHOP_NAME_NE} अर्डर ${order} रद्द भयो`;
    case 'order-refunded':
      return `अर्डर ${order} को ${formatNepaliRupees(email.payload.refund.amount)} फिर्ता भयो`;
    case 'return-approved':
      return `अर्डर ${order} को तपाईंको फिर्ता स्वीकृत भयो`;
    case 'return-declined':
      return `अर्डर ${order} को तपाईंको फिर्ता अस्वीकृत भयो`;
    case 'password-reset':
      return `आफ्नो ${SHOP_NAME_NE} पासवर्ड फेरि राख्नुहोस्`;
    case 'password-changed':
      return `तपाईंको ${SHOP_NAME_NE} पासवर्ड बदलियो`;
    default:
      return undefined;
  }
}
