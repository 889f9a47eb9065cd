import { formatRupees } from '../contracts';
import type { OutgoingEmail } from './email-messages';

/** Each kind's subject, exactly as docs/rules.md gives them; N is the order number. */
export function subjectOf(email: OutgoingEmail): string {
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
