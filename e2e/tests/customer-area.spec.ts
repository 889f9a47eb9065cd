import { expect, test, type Page } from '../support/test';
import { bearer, logIn, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { placeCashOrders, setOrderStatus } from '../support/orders';
import { openPanel } from '../support/panel';

// The customer area of issue 9: My orders filtered and paged on the server, the profile (with the
// current-password rule), My Feedback and logout, as a signed-in customer sees them.

/** The navbar's account link; on a phone it sits in the menu. */
async function accountLink(page: Page, name: string) {
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  return page.getByRole('link', { name });
}

test('My orders pages 9 at a time and filters by status on the server', async ({
  page,
  request,
}, testInfo) => {
  const session = await registerAndLogIn(request, newCustomer(`orders-${testInfo.project.name}`));
  const orders = await placeCashOrders(request, session, 10);
  await setOrderStatus(request, orders.slice(0, 2), 'delivered');
  await withSession(page, session);

  await page.goto('/dashboard/user/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(9);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  // Newest first: the last order placed opens the list.
  await expect(cards.first()).toHaveAccessibleName(`Order #${orders[9].orderNumber}`);
  await expect(cards.first().getByText('COD')).toBeVisible();
  await expect(cards.first().getByText('Processing')).toBeVisible();

  await pager.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(`Order #${orders[0].orderNumber}`);

  const tabs = page.getByRole('tablist', { name: 'Filter orders' });
  await tabs.getByRole('tab', { name: 'Delivered' }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: /Delivered on/ })).toHaveCount(2);

  await tabs.getByRole('tab', { name: 'Paid' }).click();
  await expect(page.getByText('You have not ordered yet.')).toBeVisible();

  // The filter lives in the URL: a reload keeps it.
  await tabs.getByRole('tab', { name: 'Cash on Delivery' }).click();
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Cash on Delivery' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(8);
});

test('the profile updates the navbar name, and a new password needs the current one @phone', async ({
  page,
  request,
}, testInfo) => {
  const customer = newCustomer(`profile-${testInfo.project.name}`);
  const session = await registerAndLogIn(request, customer);
  await withSession(page, session);

  await page.goto('/dashboard/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);

  const newName = `${customer.name} Renamed`;
  await page.getByLabel('Name').fill(newName);
  await page.getByRole('button', { name: 'Update your account' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(await accountLink(page, newName)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').user?.name);
  expect(stored).toBe(newName);
  await page.keyboard.press('Escape');

  await page.getByLabel('New password').fill('brand-new-secret');
  await expect(page.getByLabel('Current password')).toBeVisible();
  await page.getByRole('button', { name: 'Update your account' }).click();
  await expect(page.getByText('Enter your current password to set a new one')).toBeVisible();
  // Refused: the old password still works.
  await logIn(request, customer.email, customer.password);

  await page.getByLabel('Current password').fill(customer.password);
  // The name change's toast may still be up: wait for this update's own response, not for a toast.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/auth/profile') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Update your account' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Profile updated successfully').last()).toBeVisible();
  await logIn(request, customer.email, 'brand-new-secret');
  // This session stays signed in with its fresh token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
});

test('My Feedback lists the customer’s own messages, and Logout ends the session @phone', async ({
  page,
  request,
}, testInfo) => {
  const session = await registerAndLogIn(request, newCustomer(`feedback-${testInfo.project.name}`));
  const message = `The ${testInfo.project.name} shawl arrived well packed.`;
  const sent = await request.post('/api/v1/contact', {
    data: { name: session.user.name, email: session.user.email, message },
    headers: bearer(session.token),
  });
  expect(sent.ok()).toBe(true);
  await withSession(page, session);

  await page.goto('/dashboard/user/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'My Feedback' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Messages you have sent us' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(message) })).toBeVisible();

  await (await openPanel(page, 'User Panel')).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/i);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  // The API refuses the old token too.
  const after = await request.get('/api/v1/auth/user-auth', { headers: bearer(session.token) });
  expect(after.status()).toBe(401);
});

test('a new customer sees the empty states', async ({ page, request }, testInfo) => {
  const session = await registerAndLogIn(request, newCustomer(`empty-${testInfo.project.name}`));
  await withSession(page, session);
  await page.goto('/dashboard/user/orders');
  await expect(page.getByText('You have not ordered yet.')).toBeVisible();
  await (await openPanel(page, 'User Panel')).getByRole('link', { name: 'Feedbacks' }).click();
  await expect(page.getByText('No feedback provided yet.')).toBeVisible();
});
