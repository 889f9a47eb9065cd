import { createHash } from 'node:crypto';
import { escapeHtml, STYLE } from '../../sandbox/pay-page';

/** The start page's one script: it posts the form at once. Allowed by its hash, nothing else runs. */
const AUTO_POST = 'document.forms[0].submit();';
const AUTO_POST_HASH = `'sha256-${createHash('sha256').update(AUTO_POST).digest('base64')}'`;

/** The start page's policy: its own script and style, and its form posting only to the enabled methods' hosts. */
export function startPageCsp(formActions: string[]): string {
  return `default-src 'none'; script-src ${AUTO_POST_HASH}; style-src 'unsafe-inline'; form-action ${formActions.join(' ') || "'none'"}; base-uri 'none'`;
}

/** A self-contained page (no external resources) of eSewa's folder: the start page and the sandbox's. */
export const page = (title: string, body: string, extraStyle = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${extraStyle}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

/** Posts eSewa's form from the shopper's browser; the button is there for a browser without scripts. */
export function renderStartPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n    ');
  return page(
    'Continue to eSewa',
    `  <h1>Paying with eSewa</h1>
  <p>Taking you to eSewa to pay Rs. ${escapeHtml(fields.total_amount)}…</p>
  <form method="post" action="${escapeHtml(action)}">
    ${inputs}
    <button type="submit">Continue to eSewa</button>
  </form>
  <script>${AUTO_POST}</script>`,
  );
}

/** An attempt that is unknown or no longer open: nothing to post. */
export function renderClosedPage(shopUrl: string): string {
  return page(
    'eSewa payment',
    `  <h1>This payment is no longer open</h1>
  <p><a href="${escapeHtml(shopUrl)}/dashboard/user/orders">See your orders</a></p>`,
  );
}
