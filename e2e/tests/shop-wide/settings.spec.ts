import { expect, test, type APIRequestContext } from '../../support/test';
import type { CashOrderResponse, ShopContact, ShopSettings } from '../../../api/src/contracts';
import {
  bearer,
  logIn,
  logInAsAdmin,
  newCustomer,
  registerAndLogIn,
  withSession,
} from '../../support/accounts';
import { signInAsOwner } from '../../support/admin';
import { addToCart, chooseDistrict, inStockProduct } from '../../support/orders';

// Issue 53's settings of the whole shop, in the admin's Settings screen: the phone check before cash on delivery, and
// the contact lines the Contact page and every customer e-mail show. These change the shop for every shopper, so they
// run in the 'shop-wide' project (playwright.config.ts): after every other test, one at a time. Each puts the shop
// back as it found it.

test.describe.configure({ mode: 'serial' });

/** A customer with a phone of their own, so the SMS outbox's texts to it are theirs alone. */
function customerWithOwnPhone(tag: string) {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { ...newCustomer(tag), phone: `98${digits}` };
}

async function settingsOf(request: APIRequestContext): Promise<ShopSettings> {
  const owner = await logInAsAdmin(request);
  const res = await request.get('/api/v1/settings', { headers: bearer(owner.token) });
  expect(res.ok()).toBe(true);
  return (await res.json()) as ShopSettings;
}

async function saveSettings(
  request: APIRequestContext,
  changes: { verifyPhoneForCashOnDelivery?: boolean; contact?: ShopContact },
) {
  const owner = await logInAsAdmin(request);
  const saved = await request.put('/api/v1/settings', { data: changes, headers: bearer(owner.token) });
  expect(saved.ok()).toBe(true);
}

const VERIFY_PHONE = 'Verify the phone number before cash on delivery';

test('the owner turns the phone check on and off in Settings, and each saved state is what the screen shows after a reload', async ({
  page,
  request,
}) => {
  await saveSettings(request, { verifyPhoneForCashOnDelivery: false });
  try {
    await signInAsOwner(page, request);
    await page.goto('/dashboard/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const check = page.getByRole('checkbox', { name: VERIFY_PHONE });
    await expect(check).not.toBeChecked();

    await check.check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: VERIFY_PHONE })).toBeChecked();
    expect((await settingsOf(request)).verifyPhoneForCashOnDelivery).toBe(true);

    await page.getByRole('checkbox', { name: VERIFY_PHONE }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: VERIFY_PHONE })).not.toBeChecked();
    expect((await settingsOf(request)).verifyPhoneForCashOnDelivery).toBe(false);
  } finally {
    await saveSettings(request, { verifyPhoneForCashOnDelivery: false });
  }
});

test('the Contact page shows the contact lines the owner saved in Settings', async ({ page, request }) => {
  const before = (await settingsOf(request)).contact;
  const run = Date.now() % 100_000;
  const lines = {
    phone: `+977 61-${String(run).padStart(6, '0')}`,
    email: `care-${run}@pashmina.test`,
    address: `E2E Lakeside ${run}, Pokhara, Nepal`,
  };
  try {
    await signInAsOwner(page, request);
    await page.goto('/dashboard/admin/settings');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Phone' }).fill(lines.phone);
    await main.getByRole('textbox', { name: 'E-mail' }).fill(lines.email);
    await main.getByRole('textbox', { name: 'Address' }).fill(lines.address);
    await main.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    // The shop's Contact page, as anyone reads it.
    await page.goto('/ContactUs');
    const contact = page.getByRole('main');
    await expect(contact.getByText(lines.address)).toBeVisible();
    await expect(contact.getByRole('link', { name: lines.phone })).toHaveAttribute(
      'href',
      `tel:${lines.phone.replace(/[^+\d]/g, '')}`,
    );
    await expect(contact.getByRole('link', { name: lines.email })).toHaveAttribute(
      'href',
      `mailto:${lines.email}`,
    );
    await expect(contact).not.toContainText(before.phone);
  } finally {
    await saveSettings(request, { contact: before });
  }
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: width < 600, hasTouch: width < 600 });

    test('with the phone check on, a customer verifies their phone in the cart with the code from the SMS outbox and places a cash-on-delivery order', async ({
      page,
      request,
    }) => {
      test.slow();
      const customer = customerWithOwnPhone(`phone-check-${width}`);
      const shopper = await registerAndLogIn(request, customer);
      const product = await inStockProduct(request, width < 600 ? 2 : 3);
      await saveSettings(request, { verifyPhoneForCashOnDelivery: true });
      try {
        await withSession(page, shopper);
        await addToCart(page, product);
        await chooseDistrict(page);
        await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
        const refused = page.waitForResponse(
          (r) => r.url().endsWith('/api/v1/create-orders') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Checkout' }).click();
        expect((await refused).status()).toBe(409);
        await expect(page.getByText('Please verify your phone number first.').first()).toBeVisible();
        const check = page.getByRole('group', { name: 'Verify your phone' });
        await expect(check).toContainText(`For cash on delivery we send a code by SMS to ${customer.phone}.`);
        // No order yet.
        const before = await request.get('/api/v1/orders', { headers: bearer(shopper.token) });
        expect(await before.text()).not.toContain(product._id);

        await check.getByRole('button', { name: 'Send code' }).click();
        let code = '';
        await expect(async () => {
          const outbox = await request.get(`/sandbox/sms/messages?to=${customer.phone}`);
          expect(outbox.ok()).toBe(true);
          const texts = (await outbox.json()) as { text: string }[];
          const match = texts
            .map((message) => /^Pashmina Shop code: (\d{6})\. It expires in 10 minutes\.$/.exec(message.text))
            .find(Boolean);
          expect(match, 'the code reached the SMS outbox').toBeTruthy();
          code = match![1];
        }).toPass({ timeout: 20_000 });

        // The check is still on: the verified phone is what lets the order through.
        await check.getByRole('textbox', { name: 'The six digits' }).fill(code);
        const placed = page.waitForResponse(
          (r) =>
            r.url().endsWith('/api/v1/create-orders') &&
            r.request().method() === 'POST' &&
            r.status() === 201,
        );
        await check.getByRole('button', { name: 'Verify and place order' }).click();
        const { order } = (await (await placed).json()) as CashOrderResponse;
        await expect(page).toHaveURL(/\/success\?order=/);
        expect(order.status).toBe('cash on delivery');
        expect(order.customer_information.phone).toBe(customer.phone);

        // The account's phone is verified now, and the order's text went to it.
        const again = await logIn(request, customer.email, customer.password);
        expect(again.user).toMatchObject({ phone: customer.phone, phoneVerified: true });
        await expect(async () => {
          const outbox = await request.get(`/sandbox/sms/messages?to=${customer.phone}`);
          const texts = ((await outbox.json()) as { text: string }[]).map((message) => message.text);
          expect(texts).toContainEqual(
            expect.stringMatching(new RegExp(`^Pashmina Shop: order #${order.orderNumber} received`)),
          );
        }).toPass({ timeout: 20_000 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      } finally {
        await saveSettings(request, { verifyPhoneForCashOnDelivery: false });
      }
    });
  });
}
