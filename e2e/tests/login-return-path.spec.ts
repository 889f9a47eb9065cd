import { expect, test } from '../support/test';
import { newCustomer } from '../support/accounts';
import { shellUrl } from '../support/env';

// Issue 24, section 8: `/login?redirect=%2F%09%2Fevil.example` passed the return path's check; the browser reads
// '/\t/evil.example' as '//evil.example', and the shopper saw 'Something went wrong' and stayed on /login.

test('a return path holding a control character keeps the shopper in the shop', async ({
  page,
  request,
}, testInfo) => {
  const customer = newCustomer(`return-path-${testInfo.project.name}`);
  expect((await request.post('/api/v1/auth/register', { data: customer })).status()).toBe(201);
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith('evil.example')) elsewhere.push(r.url());
  });

  await page.goto('/login?redirect=%2F%09%2Fevil.example');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();

  // Home, in the shop: the path was refused as a return path.
  await expect(page).toHaveURL(`${shellUrl}/`);
  await expect(page.getByText('Login successfully')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(elsewhere).toEqual([]);
});

test('a proper return path still brings the shopper back', async ({ page, request }, testInfo) => {
  const customer = newCustomer(`return-path-ok-${testInfo.project.name}`);
  expect((await request.post('/api/v1/auth/register', { data: customer })).status()).toBe(201);
  await page.goto('/login?redirect=%2Fdashboard%2Fuser%2Forders');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${shellUrl}/dashboard/user/orders`);
});
