import type { EsewaSandboxPaymentRow } from '../../../../database';
import { escapeHtml } from '../../../sandbox/pay-page';
import { page } from '../esewa-pages';

/** The sandbox page's own policy: its inline style, and its forms posting to this host. */
export const ESEWA_SANDBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'";

const SANDBOX_STYLE =
  ' .badge { background: #60bb46; } button[value=pay] { background: #60bb46; border-color: #60bb46; } button[value=cancel] { color: #2b2b2b; }';
const NOTE =
  '<p class="note">This is a test payment page built into the shop\'s API. No money moves. It never runs in production.</p>';

const sandboxPage = (title: string, body: string) =>
  page(title, `  <span class="badge">eSewa sandbox</span>\n${body}\n  ${NOTE}`, SANDBOX_STYLE);

/** Pay and Cancel, each a form, like the Khalti sandbox's page. */
export function renderEsewaPayPage(payment: EsewaSandboxPaymentRow, actionPath: string): string {
  const open = payment.status === 'PENDING';
  return sandboxPage(
    `eSewa sandbox – pay Rs. ${payment.totalAmount}`,
    `  <h1>eSewa sandbox payment</h1>
  <p class="amount" data-testid="amount">Rs. ${escapeHtml(payment.totalAmount)}</p>
  <dl>
    <dt>Transaction</dt><dd>${escapeHtml(payment.transactionUuid)}</dd>
    <dt>Status</dt><dd data-testid="status">${escapeHtml(payment.status)}</dd>
  </dl>
  ${
    open
      ? `<form method="post" action="${escapeHtml(actionPath)}"><button type="submit" name="action" value="pay">Pay</button></form>
  <form method="post" action="${escapeHtml(actionPath)}"><button type="submit" name="action" value="cancel">Cancel</button></form>`
      : ''
  }`,
  );
}

/** eSewa's kind of error page: the form was refused. */
export function renderEsewaErrorPage(reason = 'This payment link is unknown.'): string {
  return sandboxPage(
    'eSewa sandbox – error',
    `  <h1>Unable to process the payment</h1>\n  <p>${escapeHtml(reason)}</p>`,
  );
}
