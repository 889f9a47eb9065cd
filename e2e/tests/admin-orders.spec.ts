import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { bearer, logIn, newCustomer, registerAndLogIn } from '../support/accounts';
import { logInThroughPage, OWNER, signInAsOwner } from '../support/admin';
import { placeCashOrders } from '../support/orders';
import { openPanel } from '../support/panel';

// Issue 11's admin journey: an order from a customer's checkout to delivered, with its history and the CSV
// export; then feedback featured on /AboutUs, a user promoted, and the owner that cannot be deleted.

/** The figure of the dashboard's 'Total Revenues' card, in rupees. */
async function totalRevenue(page: Page): Promise<number> {
  await page.goto('/dashboard/admin/dashboard');
  const card = page.getByRole('group', { name: 'Total Revenues' });
  await expect(card).toContainText('Rs.');
  const figure = /Rs\.\s*([\d,.]+)/.exec(await card.innerText());
  return Number(figure![1].replace(/,/g, ''));
}

test('the admin delivers a customer’s COD order, sees its history, the revenue rise and the order in the CSV', async ({
  page,
  request,
}, testInfo) => {
  // A journey through a dozen pages of two areas: more than the default 30 s on a busy two-core runner.
  test.slow();
  const customer = await registerAndLogIn(request, newCustomer(`admin-orders-${testInfo.project.name}`));
  const [order] = await placeCashOrders(request, customer, 1);

  await signInAsOwner(page, request);
  const revenueBefore = await totalRevenue(page);

  // Found by a piece of its id, applied on Enter.
  await (await openPanel(page, 'Admin Panel')).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search by order number or id' });
  await search.fill(order._id.slice(4, 16));
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${order._id.slice(4, 16)}`));
  const status = page.getByRole('combobox', { name: `Status of order ${order._id}` });
  await expect(status).toBeEnabled();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and this order

  // Delivered: a toast, and the dropdown locks (final).
  await status.selectOption({ label: 'delivered' });
  await expect(page.getByText('Order updated successfully')).toBeVisible();
  await expect(status).toBeDisabled();

  // The CSV of the current search holds the order.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe(
    'Order ID,Order number,Date,Status,Payment method,Transaction ID,Customer name,Email,Phone,Address,Products,Discount (Rs.),Total (Rs.)',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`${order._id},${order.orderNumber},`);
  expect(rows[0]).toContain(customer.user.email);

  // The details: 'Delivered on', and the timeline from the customer's order to the admin's change.
  await page.getByRole('link', { name: `View Details of order #${order.orderNumber}` }).click();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByText(order._id).first()).toBeVisible();
  await expect(page.getByText(/^Delivered on /)).toBeVisible();
  await expect(page.getByText('Paid at property')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Status history' }).getByRole('list');
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('Customer');
  await expect(timeline.getByRole('listitem').last()).toContainText(OWNER.email);

  // The dashboard's revenue rose by at least this order (other journeys may deliver orders meanwhile).
  expect(await totalRevenue(page)).toBeGreaterThanOrEqual(revenueBefore + order.amount);
});

test('a featured feedback shows on /AboutUs at once', async ({ page, request }, testInfo) => {
  const customer = await registerAndLogIn(request, newCustomer(`feedback-${testInfo.project.name}`));
  const message = `Warm and soft, bought two for my parents (${testInfo.project.name} ${Date.now()})`;
  const sent = await request.post('/api/v1/contact', {
    data: { name: customer.user.name, email: customer.user.email, message },
    headers: bearer(customer.token),
  });
  expect(sent.ok()).toBe(true);

  await signInAsOwner(page, request);
  await page.goto('/dashboard/admin/dashboard');
  await (await openPanel(page, 'Admin Panel')).getByRole('link', { name: 'Feedbacks' }).click();
  const search = page.getByRole('searchbox', { name: 'Search by email' });
  await search.fill(customer.user.email.toUpperCase());
  await search.press('Enter');
  await page.getByRole('link', { name: `Update the feedback of ${customer.user.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Feedback' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Set as Featured' }).selectOption({ label: 'Yes' });
  await page.getByRole('button', { name: 'Update Feedback' }).click();
  await expect(page.getByText('Feedback updated sucessfully')).toBeVisible();

  await page.goto('/AboutUs');
  await expect(page.getByText(message)).toBeVisible();
});

test('a promoted user lands on the admin dashboard; the owner cannot be deleted', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // A journey through a dozen pages of two areas: more than the default 30 s on a busy two-core runner.
  test.slow();
  const promoted = newCustomer(`promoted-${testInfo.project.name}`);
  const session = await registerAndLogIn(request, promoted);

  await signInAsOwner(page, request);
  await page.goto('/dashboard/admin/dashboard');
  await (await openPanel(page, 'Admin Panel')).getByRole('link', { name: 'Users' }).click();
  const search = page.getByRole('searchbox', { name: 'Search by email' });
  await search.fill(promoted.email);
  await search.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(promoted.email) });
  await expect(row).toContainText('User');
  await row.getByRole('link', { name: `Edit ${promoted.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage User' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Set as Admin' }).selectOption({ label: 'Yes' });
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(page.getByText('Users updated sucessfully')).toBeVisible();

  // The promotion ended the user's old session; logging in again leads to the admin dashboard.
  expect((await request.get('/api/v1/auth/user-auth', { headers: bearer(session.token) })).status()).toBe(
    401,
  );
  const theirs = await browser.newPage({ viewport: page.viewportSize()! });
  await logInThroughPage(theirs, promoted.email, promoted.password);
  await expect(theirs).toHaveURL(/\/dashboard\/admin\/dashboard$/);
  await expect(theirs.getByText(promoted.email)).toBeVisible();
  await theirs.close();

  // The owner: 'You can't delete this admin', and the account stays.
  await page.goto('/dashboard/admin/users');
  await search.fill(OWNER.email);
  await search.press('Enter');
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(OWNER.email);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("You can't delete this admin")).toBeVisible();
  expect((await logIn(request, OWNER.email, OWNER.password)).user.email).toBe(OWNER.email);
});
