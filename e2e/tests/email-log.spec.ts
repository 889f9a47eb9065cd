import { expect, test } from '../support/test';
import { EMAIL_RESENT_MESSAGE, type EmailLogEntry } from '../../api/src/contracts';
import { bearer, logInAsAdmin, newCustomer, registerAndLogIn } from '../support/accounts';
import { signInAsOwner } from '../support/admin';
import { placeCashOrders } from '../support/orders';
import { openPanel } from '../support/panel';

// Issue 24, section 6: the admin's e-mail log. The e-mails go to the API's built-in mailbox, as in development.

test('the admin finds the e-mails of an order just placed, filters them and sends one again', async ({
  page,
  request,
}, testInfo) => {
  // An order, the mail worker twice and a few pages: more than the default 30 s on a busy two-core runner.
  test.slow();
  const session = await registerAndLogIn(request, newCustomer(`email-log-${testInfo.project.name}`));
  const [order] = await placeCashOrders(request, session, 1);
  const confirmed = `Your Pashmina Shop order #${order.orderNumber} is confirmed`;
  const admin = await logInAsAdmin(request);

  // Both e-mails of the order are in the log, and the worker sends them within seconds.
  const logOf = async (q: string) => {
    const response = await request.get('/api/v1/emails', {
      params: { q, limit: 100 },
      headers: bearer(admin.token),
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as EmailLogEntry[];
  };
  await expect
    .poll(async () => (await logOf(session.user.email)).map((e) => [e.subject, e.status]), {
      timeout: 20_000,
    })
    .toEqual([[confirmed, 'sent']]);
  const alerts = await logOf(admin.user.email);
  expect(alerts.find((e) => e.orderId === order._id)?.subject).toMatch(
    new RegExp(`^New order #${order.orderNumber}: Rs\\. `),
  );

  await signInAsOwner(page, request);
  await page.goto('/dashboard/admin/dashboard');
  await (await openPanel(page, 'Admin Panel')).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search by recipient' });
  await search.fill(session.user.email);
  await search.press('Enter');
  const table = page.getByRole('table', { name: 'E-mails' });
  const rows = table.getByRole('row').filter({ hasText: confirmed });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(session.user.email);
  await expect(rows.first().getByText('sent', { exact: true })).toBeVisible();

  // The status filter: the e-mail is among the sent ones, and this customer has no failed one.
  const filters = page.getByRole('group', { name: 'Filter by status' });
  await filters.getByRole('button', { name: 'Sent' }).click();
  await expect(page).toHaveURL(/status=sent/);
  await expect(rows).toHaveCount(1);
  await filters.getByRole('button', { name: 'Failed' }).click();
  await expect(page.getByText('No e-mails found.')).toBeVisible();
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(rows).toHaveCount(1);

  // Resend: a copy is queued as a new row above the original, and the worker sends it too.
  await rows
    .first()
    .getByRole('button', { name: `Resend ${confirmed} to ${session.user.email}` })
    .click();
  await expect(page.getByText(EMAIL_RESENT_MESSAGE)).toBeVisible();
  await expect(rows).toHaveCount(2);
  // Queued when the list asked again, unless the worker (polling each second) was quicker still.
  await expect(rows.first().getByText(/^(queued|sent)$/)).toBeVisible();
  await expect(rows.last().getByText('sent', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await logOf(session.user.email)).map((e) => e.status), { timeout: 20_000 })
    .toEqual(['sent', 'sent']);

  // Both copies reached the mailbox.
  await page.goto('/sandbox/mailbox');
  await expect(
    page.getByRole('row').filter({ hasText: session.user.email }).filter({ hasText: confirmed }),
  ).toHaveCount(2);
});
