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
  const status = page.getByRole('combobox', { name: `Status of order #${order.orderNumber}` });
  await expect(status).toBeEnabled();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and this order

  // Delivered asks first (the customer is e-mailed); 'Not yet' leaves the order as it was.
  await status.selectOption({ label: 'Delivered' });
  const question = page.getByRole('dialog', { name: `Mark order #${order.orderNumber} as delivered?` });
  await expect(question).toContainText('the customer will be told by e-mail');
  await question.getByRole('button', { name: 'Not yet' }).click();
  await expect(question).toBeHidden();
  await expect(status).toHaveValue('cash on delivery');
  await expect(status).toBeEnabled();

  // Delivered: a toast, and the dropdown locks (final).
  await status.selectOption({ label: 'Delivered' });
  await question.getByRole('button', { name: 'Mark as delivered' }).click();
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
    'Order ID,Order number,Date,Status,Courier,Tracking number,Payment method,Transaction ID,Customer name,Email,Phone,Address,Products,Discount (Rs.),District,Delivery (Rs.),Total (Rs.),Refunded (Rs.)',
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

/** The orders page searched down to one order, by its number. */
async function openOrder(page: Page, orderNumber: number) {
  await page.goto(`/dashboard/admin/adminorders?q=${encodeURIComponent(`#${orderNumber}`)}`);
  const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}\\b`) });
  await expect(row).toBeVisible();
  return row;
}

test('the orders table fits its box at 1280 px, the number first, and is a card per order in a narrower panel @phone', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerAndLogIn(request, newCustomer(`orders-fit-${testInfo.project.name}`));
  const [order] = await placeCashOrders(request, customer, 1);
  await signInAsOwner(page, request);
  const row = await openOrder(page, order.orderNumber);
  const table = page.getByRole('table', { name: 'Orders' });
  const firstCell = row.getByRole('cell').first();

  // The number leads; the id follows shortened, whole in its title, with a copy button.
  await expect(firstCell).toContainText(new RegExp(`^#${order.orderNumber}`));
  const shortId = firstCell.getByTitle(order._id);
  await expect(shortId).toHaveText(`${order._id.slice(0, 4)}…${order._id.slice(-4)}`);
  const copy = firstCell.getByRole('button', { name: `Copy the id of order #${order.orderNumber}` });
  await expect(copy).toBeVisible();

  if (testInfo.project.name === 'desktop') {
    // The table, every cell of the row and the header's last column end inside the panel's box: nothing is cut,
    // nothing scrolls sideways.
    const box = (await table.locator('xpath=..').boundingBox())!;
    const edges = [
      (await table.boundingBox())!,
      (await page.getByRole('columnheader', { name: 'Details' }).boundingBox())!,
      ...(await Promise.all(
        (await row.getByRole('cell').all()).map(async (cell) => (await cell.boundingBox())!),
      )),
    ];
    for (const edge of edges) expect(edge.x + edge.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    const scroll = await table.locator('xpath=..').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(scroll).toBe(0);
    // The status shows whole, and the details link is on screen.
    const status = page.getByRole('combobox', { name: `Status of order #${order.orderNumber}` });
    expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(
      row.getByRole('link', { name: `View Details of order #${order.orderNumber}` }),
    ).toBeInViewport();
    // The date is two lines at most (the day, the time), not a word a line.
    const date = (await row.locator('time').boundingBox())!;
    const lineHeight = await row
      .locator('time')
      .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(date.height).toBeLessThanOrEqual(lineHeight * 2 + 1);

    // The copy button copies the whole id, and says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await copy.click();
    await expect(page.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order._id);

    // On a small laptop (1024 px) the panel is narrower than the table needs: the same order is a card, rather than
    // a table scrolling sideways.
    await page.setViewportSize({ width: 1024, height: 800 });
  }

  // A card: the row is a block as wide as the screen allows, each value under its column's name.
  await expect(row).toHaveCSS('display', 'block');
  const card = (await row.boundingBox())!;
  expect(card.x + card.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(row.getByRole('cell').first()).toHaveCSS('display', 'block');
  expect(
    await row.locator('td[data-label="Status"]').evaluate((el) => getComputedStyle(el, '::before').content),
  ).toBe('"Status"');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('cancelling an order asks first, names it and says the customer will be told; Keep order keeps it', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerAndLogIn(request, newCustomer(`orders-cancel-${testInfo.project.name}`));
  const [order] = await placeCashOrders(request, customer, 1);
  await signInAsOwner(page, request);
  const row = await openOrder(page, order.orderNumber);
  const status = row.getByRole('combobox', { name: `Status of order #${order.orderNumber}` });

  await status.selectOption({ label: 'Cancelled' });
  const question = page.getByRole('dialog', { name: `Cancel order #${order.orderNumber}?` });
  await expect(question).toContainText(`Order #${order.orderNumber} will be cancelled`);
  await expect(question).toContainText('the customer will be told by e-mail');
  await question.getByRole('button', { name: 'Keep order' }).click();
  await expect(question).toBeHidden();
  // Nothing changed, here or on the server.
  await expect(status).toHaveValue('cash on delivery');
  await page.reload();
  await expect(status).toHaveValue('cash on delivery');
  await expect(status).toBeEnabled();

  await status.selectOption({ label: 'Cancelled' });
  await question.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order updated successfully')).toBeVisible();
  await expect(status).toHaveValue('cancelled');
  await expect(status).toBeDisabled();
  // Not colour alone: the row's number says so too (besides the select, which reads the same).
  await expect(row.getByRole('cell').first().getByText('Cancelled', { exact: true })).toBeVisible();
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
  await expect(row).toContainText('Customer');
  await row.getByRole('link', { name: `Edit ${promoted.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage User' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admin' });
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
