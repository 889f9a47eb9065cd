import { expect, test, type Page } from '../support/test';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
} from '../../api/src/contracts';
import { newCustomer } from '../support/accounts';
import { shellUrl } from '../support/env';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './storefront-helpers';

// Issue 24, section 7: a customer who forgot their password gets back in through the e-mailed link. The e-mails go
// to the API's built-in mailbox (/sandbox/mailbox through the shop's port), as in development.

/** Opens the mailbox's newest message with `subject` to `email`, waiting for the mail worker to send it. */
async function openMessage(page: Page, email: string, subject: string) {
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: subject });
  await expect(async () => {
    await page.goto('/sandbox/mailbox');
    await expect(row.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await row.first().getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

test('forgot password → the mailbox → the reset link → log in with the new password', async ({
  page,
  request,
}, testInfo) => {
  // Two e-mails through the worker and a few pages: more than the default 30 s on a busy two-core runner.
  test.slow();
  const customer = newCustomer(`reset-${testInfo.project.name}`);
  expect((await request.post('/api/v1/auth/register', { data: customer })).status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${shellUrl}/forgot-password`);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(FORGOT_PASSWORD_MESSAGE);

  await openMessage(page, customer.email, 'Reset your Pashmina Shop password');
  const link = page
    .frameLocator('iframe[title="The message\'s HTML"]')
    .getByRole('link', { name: 'Choose a new password' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${shellUrl}/reset-password\\?token=[\\w-]{43}$`));

  await page.goto(href!);
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('New password').fill('a-brand-new-secret');
  await page.getByLabel('Confirm password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(`${shellUrl}/Login`);
  await expect(page.getByText(PASSWORD_RESET_DONE_MESSAGE)).toBeVisible();

  // Not logged in: the new password does it, the old one no longer does.
  expect(
    (
      await request.post('/api/v1/auth/login', {
        data: { email: customer.email, password: customer.password },
      })
    ).status(),
  ).toBe(401);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${shellUrl}/`);
  await expect(page.getByText('Login successfully')).toBeVisible();

  // The account is told, and the link does not work twice: opened again, the page says so at once.
  await openMessage(page, customer.email, 'Your Pashmina Shop password was changed');
  await page.goto(href!);
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_INVALID_MESSAGE);
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
});

test('a used reset link is told at once, before any password is typed, with a way to a new one @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const customer = newCustomer(`reset-used-${testInfo.project.name}`);
  expect((await request.post('/api/v1/auth/register', { data: customer })).status()).toBe(201);
  expect(
    (await request.post('/api/v1/auth/forgot-password', { data: { email: customer.email } })).status(),
  ).toBe(200);
  await openMessage(page, customer.email, 'Reset your Pashmina Shop password');
  const href = await page
    .frameLocator('iframe[title="The message\'s HTML"]')
    .getByRole('link', { name: 'Choose a new password' })
    .getAttribute('href');
  const token = new URL(href!).searchParams.get('token')!;

  // Opened while it works: the form, and opening it used nothing up.
  await page.goto(href!);
  await expect(page).toHaveTitle('Reset password | Pashmina Shop');
  await expect(page.getByLabel('New password')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Used elsewhere (another tab, the e-mail opened twice): opened again, it says so before anything is typed.
  const used = await request.post('/api/v1/auth/reset-password', {
    data: { token, password: 'used-elsewhere' },
  });
  expect(used.status()).toBe(200);
  await page.goto(href!);
  const said = page.getByRole('alert');
  await expect(said).toHaveText(PASSWORD_RESET_INVALID_MESSAGE);
  await expect(said).toBeInViewport();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Ask for a new one' }).click();
  await expect(page).toHaveURL(`${shellUrl}/forgot-password`);
  await expect(page).toHaveTitle('Forgot password | Pashmina Shop');
});

test('the forgot-password and reset-password pages fit a phone @phone', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A link that was never sent is refused on opening.
  await page.goto('/reset-password?token=a-token-that-was-never-sent-0123456789abcd');
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_INVALID_MESSAGE);
  await expectNoSidewaysScroll(page);
});
