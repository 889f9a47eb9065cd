import type { KhaltiSandboxPaymentRow } from '../../database';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export const rupees = (paisa: number) =>
  `Rs. ${(paisa / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f1ec; color: #2b2b2b; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 4px 24px rgba(0,0,0,.08); }
  .badge { display: inline-block; padding: .2rem .6rem; border-radius: 999px; background: #5c2d91; color: #fff; font-size: .8rem; letter-spacing: .04em; }
  h1 { font-size: 1.4rem; margin: 1rem 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; font-size: .9rem; }
  dt { color: #666; }
  form { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { flex: 1; padding: .8rem; font-size: 1rem; border-radius: 8px; border: 1px solid #5c2d91; cursor: pointer; }
  button[value=pay] { background: #5c2d91; color: #fff; }
  button[value=cancel] { background: #fff; color: #5c2d91; }
  button:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  .note { font-size: .8rem; color: #666; margin-top: 1.5rem; }`;

/** The sandbox's payment page: self-contained (no external resources), posts Pay or Cancel to itself. */
export function renderPayPage(payment: KhaltiSandboxPaymentRow): string {
  const open = payment.status === 'Initiated';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Khalti sandbox – pay ${escapeHtml(rupees(payment.amountPaisa))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <span class="badge">Khalti sandbox</span>
  <h1>Khalti sandbox payment</h1>
  <p>${escapeHtml(payment.purchaseOrderName)}</p>
  <p class="amount" data-testid="amount">${escapeHtml(rupees(payment.amountPaisa))}</p>
  <dl>
    <dt>Order</dt><dd>${escapeHtml(payment.purchaseOrderId)}</dd>
    <dt>Payment id</dt><dd>${escapeHtml(payment.pidx)}</dd>
    <dt>Status</dt><dd data-testid="status">${escapeHtml(payment.status)}</dd>
  </dl>
  ${
    open
      ? `<form method="post">
    <button type="submit" name="action" value="pay">Pay</button>
    <button type="submit" name="action" value="cancel">Cancel</button>
  </form>`
      : `<form method="post"><button type="submit" name="action" value="return">Back to the shop</button></form>`
  }
  <p class="note">This is a test payment page built into the shop's API. No money moves. It never runs in production.</p>
</main>
</body>
</html>`;
}

export function renderNotFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Khalti sandbox – not found</title><style>${STYLE}</style></head>
<body><main><span class="badge">Khalti sandbox</span><h1>Payment not found</h1><p>This payment link is unknown.</p></main></body></html>`;
}
