import { expect, test, type Locator } from '../support/test';
import { newCustomer } from '../support/accounts';
import { shellUrl } from '../support/env';

// Issue 38, item 6: at 375 px a toast covered the bar, its menu and the cart, and a wrong password was said only in
// a toast that went away. What the server refused is now said in the form; toasts keep clear of the bar.

/** The two boxes share some of the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('a wrong password is said in the form, above the button, and stays until the next try @phone', async ({
  page,
  request,
}, testInfo) => {
  const customer = newCustomer(`wrong-password-${testInfo.project.name}`);
  expect((await request.post('/api/v1/auth/register', { data: customer })).status()).toBe(201);

  await page.goto('/Login');
  await expect(page).toHaveTitle('Login | Pashmina Shop');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Login' }).click();

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Login' }) });
  const said = form.getByRole('alert');
  await expect(said).toHaveText('Invalid email or password');
  await expect(said).toBeInViewport();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Invalid email or password');
  // Still there once a toast would have closed (5 s), and no toast said it instead.
  await page.waitForTimeout(5_500);
  await expect(said).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${shellUrl}/`);
  await expect(said).toHaveCount(0);
});

test('a toast keeps clear of the bar, its menu and the cart @phone', async ({ page, request }, testInfo) => {
  const customer = newCustomer(`toast-place-${testInfo.project.name}`);
  expect((await request.post('/api/v1/auth/register', { data: customer })).status()).toBe(201);
  await page.goto('/Login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${shellUrl}/`);

  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toast).toContainText('Login successfully');
  const bar = page.getByRole('navigation', { name: 'Main' });
  const cart = bar.getByRole('link', { name: /cart/i }).first();
  expect(await overlap(toast, bar)).toBe(false);
  expect(await overlap(toast, cart)).toBe(false);
  const viewport = page.viewportSize()!;
  const box = (await toast.boundingBox())!;
  if (testInfo.project.name === 'phone') {
    // At the bottom edge, clear of the menu that opens under the bar.
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 100);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('link', { name: 'Return and Exchange' }).first();
    await expect(menu).toBeVisible();
    expect(await overlap(toast, page.locator('header ul').filter({ has: menu }))).toBe(false);
  } else {
    // Top-right, just under the bar.
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y).toBeLessThan(150);
  }
  // Still clear once the bar sticks to the top of a scrolled page.
  await page.mouse.wheel(0, 900);
  await expect(page.locator('header[data-sticky]')).toBeVisible();
  expect(await overlap(toast, bar)).toBe(false);
});
