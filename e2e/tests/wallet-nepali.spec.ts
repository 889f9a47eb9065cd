import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { type Order, type Product, toDevanagariDigits } from '../../api/src/contracts';
import { bearer, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { inStockProduct, TEST_DISTRICT } from '../support/orders';
import { shellUrl } from '../support/env';
import { expectNoSidewaysScroll } from './storefront-helpers';

// Issue 51, item 1: a Nepali shopper stays in Nepali through the wallet. A checkout made on /ne comes back from Khalti
// and from eSewa to /ne/success or /ne/Cart; a cancel finds the cart as it was left (its lines, its district), in
// Nepali.

const CANCELLED_NE = 'तपाईंको भुक्तानी रद्द भयो। तपाईंको कार्ट तपाईंले छाडेजस्तै छ।';

/** The product's name as /ne shows it: its Nepali name when it has one. */
const nameOnNe = (product: Product) =>
  (product as Product & { productNameNe?: string | null }).productNameNe || product.productName;

/** From /ne: the product in the cart twice, the district chosen, the wallet picked, Checkout pressed. */
async function checkOutOnNe(page: Page, product: Product, wallet: 'खल्ती' | 'इसेवा') {
  await page.goto(`/ne/SingleProducts/${product._id}`);
  await page.getByRole('main').getByRole('button', { name: 'कार्टमा राख्नुहोस्' }).click();
  await expect(page).toHaveURL(`${shellUrl}/ne/Cart`);
  const row = page.getByRole('row', { name: new RegExp(nameOnNe(product)) });
  await row.getByRole('button', { name: /बढाउनुहोस्|Increase/ }).click();
  await expect(row.locator('output')).toHaveText(toDevanagariDigits(2));
  await page.getByRole('combobox', { name: 'जिल्ला' }).selectOption(TEST_DISTRICT);
  await page.getByRole('radio', { name: new RegExp(wallet) }).check();
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/create-orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();
  // The page leaves for the wallet at once: its answer's body is gone by then, its status is not.
  expect((await placed).status()).toBe(201);
}

/** The order the thank-you page thanks for, as its customer reads it from the API. */
async function thankedFor(page: Page, request: APIRequestContext, token: string): Promise<Order> {
  await expect(page).toHaveURL(/\/ne\/success\?order=/);
  const id = new URL(page.url()).searchParams.get('order')!;
  const response = await request.get(`/api/v1/orders/${id}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Order;
}

/** The customer's orders, newest first. */
async function ordersOf(request: APIRequestContext, token: string): Promise<Order[]> {
  const response = await request.get('/api/v1/orders', { headers: bearer(token) });
  return (await response.json()) as Order[];
}

/** The cart on /ne after a cancel: the same lines and district, and the message in Nepali. */
async function expectCartAsLeft(page: Page, product: Product, outcome: string) {
  await expect(page).toHaveURL(`${shellUrl}/ne/Cart?payment=${outcome}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('alert').filter({ hasText: CANCELLED_NE })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(nameOnNe(product)) });
  await expect(row).toBeVisible();
  await expect(row.locator('output')).toHaveText(toDevanagariDigits(2));
  await expect(page.getByRole('combobox', { name: 'जिल्ला' })).toHaveValue(TEST_DISTRICT);
  await expect(page.getByTestId('cart-delivery')).toContainText('काठमाडौं');
  await expectNoSidewaysScroll(page);
}

test('from /ne, paid with Khalti: /ne/success in Nepali with the number in Devanagari; cancelled: /ne/Cart as left @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await registerAndLogIn(request, newCustomer(`wallet-ne-${testInfo.project.name}`));
  await withSession(page, session);
  const product = await inStockProduct(request, 4);

  await checkOutOnNe(page, product, 'खल्ती');
  await expect(page).toHaveURL(/\/sandbox\/khalti/);
  await page.getByRole('button', { name: 'Pay' }).click();
  const paid = await thankedFor(page, request, session.token);
  expect(paid.status).toBe('paid');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1, name: 'तपाईंको भुक्तानी सफल भयो' })).toBeVisible();
  await expect(page.getByRole('main').getByText(`#${toDevanagariDigits(paid.orderNumber)}`)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await checkOutOnNe(page, product, 'खल्ती');
  await expect(page).toHaveURL(/\/sandbox\/khalti/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectCartAsLeft(page, product, 'cancelled');
  // The order is cancelled, so its stock is given back.
  expect((await ordersOf(request, session.token)).map((o) => o.status)).toEqual(['cancelled', 'paid']);
});

test('from /ne, paid with eSewa: /ne/success; cancelled at eSewa: /ne/Cart as left @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await registerAndLogIn(request, newCustomer(`esewa-ne-${testInfo.project.name}`));
  await withSession(page, session);
  const product = await inStockProduct(request, 5);

  await checkOutOnNe(page, product, 'इसेवा');
  await expect(page).toHaveURL(/\/sandbox\/esewa\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  const paid = await thankedFor(page, request, session.token);
  expect(paid.status).toBe('paid');
  await expect(page.getByRole('heading', { level: 1, name: 'तपाईंको भुक्तानी सफल भयो' })).toBeVisible();
  await expect(page.getByRole('main').getByText(`#${toDevanagariDigits(paid.orderNumber)}`)).toBeVisible();

  await checkOutOnNe(page, product, 'इसेवा');
  await expect(page).toHaveURL(/\/sandbox\/esewa\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectCartAsLeft(page, product, 'esewa-cancelled');
});
