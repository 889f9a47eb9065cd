import { expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  type CreateOrderRequest,
  type DiscountWriteFields,
  formatCashRounding,
  type LoginResponse,
  payableRupees,
  type Product,
} from '../../api/src/contracts';
import { bearer, logInAsAdmin, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { listProducts, isPlain } from '../support/api';
import { chooseDistrict, customerInfoOf, withValleyDelivery } from '../support/orders';
import { openPanel } from '../support/panel';

// Issue 28's journey, at phone and desktop widths: the admin creates a festival code; a customer tries the codes
// the cart refuses, each with its message, applies the good one and checks out; My orders and the admin's order
// details show the discount.

async function createCode(request: APIRequestContext, admin: LoginResponse, fields: DiscountWriteFields) {
  const response = await request.post('/api/v1/discounts', { data: fields, headers: bearer(admin.token) });
  expect(response.status()).toBe(201);
}

/** One unit's total after 15 % off its sale price, rounded down to the paisa (the festival code). */
const afterFestival = (product: Product) => {
  const pricePaisa = Math.round(product.salePrice * 100);
  return (pricePaisa - Math.floor((pricePaisa * 15) / 100)) / 100;
};

/** A cash-on-delivery order of one unit with a code, through the API (the codes' earlier uses). */
async function orderWithCode(
  request: APIRequestContext,
  session: LoginResponse,
  product: Product,
  code: string,
) {
  const check = await request.post('/api/v1/discounts/check', {
    data: { code, products_details: [{ identity: product._id, quantity: 1 }] },
    headers: bearer(session.token),
  });
  const { total } = (await check.json()) as { total: number };
  const payload: CreateOrderRequest = {
    // Cash is whole rupees: the total after the code with the delivery, rounded down as the cart sends it.
    amount: payableRupees(withValleyDelivery(total), true).amount,
    customer_info: customerInfoOf(session),
    products_details: [{ identity: product._id, quantity: 1 }],
    payment_method: 'cashOnDelivery',
    discount_code: code,
  };
  const response = await request.post('/api/v1/create-orders', {
    data: payload,
    headers: bearer(session.token),
  });
  expect(response.status()).toBe(201);
}

/** Who the browser is signed in as, from the next page on. */
async function signInAs(page: Page, session: LoginResponse) {
  await page.evaluate((auth) => localStorage.setItem('auth', JSON.stringify(auth)), {
    user: session.user,
    token: session.token,
  });
}

test('the admin creates a festival code; a customer sees each refusal, checks out with it, and the order shows it @phone', async ({
  page,
  request,
}, testInfo) => {
  // Two areas and the storefront, a dozen pages: more than the default 30 s on a busy two-core runner.
  test.slow();
  const tag = testInfo.project.name.toUpperCase();
  const code = (name: string) => `${name}-${tag}-${Date.now().toString(36).toUpperCase()}`;
  const festival = code('FEST');
  const [expired, minimum, usedUp, once] = [code('OLD'), code('BIG'), code('GONE'), code('ONCE')];

  const admin = await logInAsAdmin(request);
  const inStock = (await listProducts(request, { inStock: 'true' }))
    .filter((p) => p.stock >= 5 && isPlain(p))
    .reverse();
  // A product whose total after the festival's 15 % leaves paisa, which cash on delivery does not pay (the seed's
  // prices end in 99, so most do).
  const product = inStock.find((p) => payableRupees(afterFestival(p), true).cashRounding > 0)!;
  const other = inStock.find((p) => p !== product)!;
  const customer = await registerAndLogIn(request, newCustomer(`discounts-${testInfo.project.name}`));
  const someoneElse = await registerAndLogIn(request, {
    ...newCustomer(`discounts-other-${testInfo.project.name}`),
    phone: '9876543210',
  });
  await createCode(request, admin, {
    code: expired,
    type: 'percent',
    value: 10,
    endsAt: '2020-01-01T00:00:00Z',
  });
  await createCode(request, admin, { code: minimum, type: 'fixed', value: 100, minSubtotal: 9_000_000 });
  await createCode(request, admin, { code: usedUp, type: 'percent', value: 10, usageLimit: 1 });
  await createCode(request, admin, { code: once, type: 'percent', value: 10 });
  await orderWithCode(request, someoneElse, other, usedUp);
  await orderWithCode(request, customer, other, once);

  // The admin creates the festival code on the Discounts screen.
  await withSession(page, admin);
  await page.goto('/dashboard/admin');
  await (await openPanel(page, 'Admin Panel')).getByRole('link', { name: 'Discounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await page.getByRole('link', { name: 'New discount code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(festival.toLowerCase());
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Percent off' });
  await page.getByLabel('Percent off', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Discount code created')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by code' }).fill(festival);
  await page.getByRole('searchbox', { name: 'Search by code' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(festival) });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText('0 / no limit');

  // The customer: every refused code says why; the festival code applies.
  await signInAs(page, customer);
  await page.goto(`/SingleProducts/${product._id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/i);
  const field = page.getByLabel('Discount code', { exact: true });
  const refusals: [string, string][] = [
    ['NO-SUCH-CODE', 'This code is not valid.'],
    [expired, 'This code has expired.'],
    [minimum, 'This code needs an order of at least Rs. 90,00,000.'],
    [usedUp, 'This code has been used up.'],
    [once, 'You have already used this code.'],
  ];
  for (const [typed, message] of refusals) {
    await field.fill(typed);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(message)).toBeVisible();
  }
  await field.fill(festival.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  // 15 % of the sale price, rounded down to the paisa.
  const pricePaisa = Math.round(product.salePrice * 100);
  const offPaisa = Math.floor((pricePaisa * 15) / 100);
  const discountLine = page.getByText(`Discount (${festival})`);
  await expect(discountLine).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' }).first()).toBeVisible();

  await chooseDistrict(page);
  // Cash on delivery is whole rupees: once it is chosen, the cart shows the paisa the shop gives.
  const { amount, cashRounding } = payableRupees(withValleyDelivery(afterFestival(product)), true);
  const roundingLine = page.locator('p').filter({ hasText: 'Rounding:' });
  await expect(roundingLine).toHaveCount(0);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(roundingLine).toHaveText(`Rounding: ${formatCashRounding(cashRounding)}`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Order placed successfully')).toBeVisible();
  await page.getByRole('link', { name: 'See my orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/orders$/);
  const myOrder = page.getByRole('article').filter({ hasText: `Discount (${festival})` });
  await expect(myOrder).toBeVisible();
  await expect(myOrder.getByRole('row', { name: /Rounding/ })).toHaveText(
    `Rounding ${formatCashRounding(cashRounding)}`,
    { useInnerText: true },
  );

  const orders = await request.get('/api/v1/orders', { headers: bearer(customer.token) });
  const placed = ((await orders.json()) as { _id: string; amount: number; discount: unknown }[])[0];
  expect(placed.discount).toEqual({ code: festival, amount: offPaisa / 100 });
  expect(placed).toMatchObject({ amount, cashRounding });

  // The admin's details of the order, its packing slip, show it too.
  await signInAs(page, admin);
  await page.goto(`/dashboard/admin/adminorders/${placed._id}`);
  // Its receipt: the discount under the subtotal, then the delivery, the rounding and the total.
  const slip = page.getByRole('article', { name: /^Order #/ });
  await expect(slip.getByRole('row', { name: new RegExp(`^Discount \\(${festival}\\)`) })).toBeVisible();
  await expect(slip.getByRole('row', { name: /Rounding/ })).toHaveText(
    `Rounding ${formatCashRounding(cashRounding)}`,
    {
      useInnerText: true,
    },
  );
});
