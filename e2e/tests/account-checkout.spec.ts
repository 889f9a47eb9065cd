import { expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  type CashOrderResponse,
  deliveryFeeText,
  formatCashRounding,
  formatRupees,
  type Order,
  payableRupees,
} from '../../api/src/contracts';
import { newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import {
  addToCart,
  chooseDistrict,
  inStockProduct,
  receiptHead,
  receiptLine,
  TEST_DISTRICT,
  withValleyDelivery,
} from '../support/orders';
import { shellUrl } from '../support/env';
import { expectNoSidewaysScroll } from './storefront-helpers';

// The customer's journey of issue 4: register, log in, fill the cart, pay (cash on delivery or
// Khalti through the API's built-in sandbox) and find the order on the server.

/** The page's receipt, row by row, each row's cells as a person reads them (one space between). */
const expectReceipt = (page: Page, rows: string[]) =>
  expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveText(rows, { useInnerText: true });

async function ordersOf(request: APIRequestContext, token: string): Promise<Order[]> {
  const response = await request.get('/api/v1/orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Order[];
}

test('a new customer registers, logs in and orders with cash on delivery', async ({
  page,
  request,
}, testInfo) => {
  const customer = newCustomer(`cod-${testInfo.project.name}`);
  const product = await inStockProduct(request, 0);

  await page.goto('/Register');
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm password').fill(customer.password);
  await page.getByLabel('Phone').fill(customer.phone);
  await page.getByLabel('Address').fill(customer.address);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/Login$/i);

  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  await addToCart(page, product);
  const billing = page.getByRole('region', { name: 'Billing information' });
  await expect(billing.getByText(customer.email)).toBeVisible();
  await chooseDistrict(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page.getByText('Order placed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/success\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').token as string);
  const orders = await ordersOf(request, token);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    status: 'cash on delivery',
    // Cash is whole rupees: the shop gives the sale price's paisa, if any.
    ...payableRupees(product.salePrice, true),
    payment_method: 'cash',
    customer_information: { email: customer.email },
  });
  expect(orders[0].products).toEqual([expect.objectContaining({ identity: product._id, quantity: 1 })]);
});

test('after a cash-on-delivery order, a thank-you page: its number, the cash to pay, the address @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const phone = testInfo.project.name === 'phone';
  const customer = newCustomer(`thanks-${testInfo.project.name}`);
  const session = await registerAndLogIn(request, customer);
  const product = await inStockProduct(request, 5);
  await withSession(page, session);

  await addToCart(page, product);
  await chooseDistrict(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/create-orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  const { order } = (await (await placed).json()) as CashOrderResponse;

  const thanks = async () => {
    await expect(page).toHaveURL(`${shellUrl}/success?order=${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page).toHaveTitle('Thank you for your order | Pashmina Shop');
    await expect(page.getByRole('main').getByRole('term')).toHaveText([
      'Order number',
      'To pay in cash on delivery',
      'Delivery address',
    ]);
    await expect(page.getByRole('main').getByRole('definition')).toHaveText([
      `#${order.orderNumber}`,
      formatRupees(order.amount),
      customer.address,
    ]);
    // The receipt: the line, then the subtotal, the delivery, the paisa the shop gives (cash is whole rupees) and the total.
    await expectReceipt(page, [
      receiptHead(phone),
      receiptLine(
        phone,
        product.productName,
        formatRupees(product.salePrice),
        '1',
        formatRupees(product.salePrice),
      ),
      `Subtotal ${formatRupees(product.salePrice)}`,
      `Delivery (${TEST_DISTRICT}) ${deliveryFeeText(order.delivery!.fee)}`,
      ...(order.cashRounding > 0 ? [`Rounding ${formatCashRounding(order.cashRounding)}`] : []),
      `Total ${formatRupees(order.amount)}`,
    ]);
    await expect(page.getByText('We have e-mailed you a confirmation.')).toBeVisible();
    await expect(page.getByText('Your payment was successful')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  };
  await thanks();
  // A reload reads the order again, as the customer's own.
  await page.reload();
  await thanks();

  // The e-mail it speaks of is on its way to the account.
  const subject = `Your Pashmina Shop order #${order.orderNumber} is confirmed`;
  const mailbox = await page.context().newPage();
  await expect(async () => {
    await mailbox.goto('/sandbox/mailbox');
    await expect(
      mailbox.getByRole('row').filter({ hasText: customer.email }).filter({ hasText: subject }),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await mailbox.close();

  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'See my orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/orders$/);
  await expect(page.getByRole('article', { name: `Order #${order.orderNumber}` })).toBeVisible();
});

test('a customer pays with Khalti on the sandbox page and lands on /success', async ({
  page,
  request,
}, testInfo) => {
  const session = await registerAndLogIn(request, newCustomer(`khalti-${testInfo.project.name}`));
  const product = await inStockProduct(request, 1);
  await withSession(page, session);

  await addToCart(page, product);
  await expect(page.getByRole('radio', { name: /Khalti/ })).toBeChecked();
  await chooseDistrict(page);
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/sandbox\/khalti/);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/success\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment was successful' })).toBeVisible();
  await expect(page.getByText('Thank you for shopping with us.')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order')!;

  const orders = await ordersOf(request, session.token);
  const order = orders.find((o) => o._id === orderId)!;
  expect(order).toMatchObject({
    status: 'paid',
    payment_method: 'khalti',
    amount: withValleyDelivery(product.salePrice),
  });
  expect(order.transaction_code).toBeTruthy();
  // The number to quote, never the raw id; what was paid for, and where it goes.
  await expect(page.getByRole('main').getByRole('definition')).toHaveText([
    `#${order.orderNumber}`,
    formatRupees(order.amount),
    session.user.address,
  ]);
  await expect(page.getByRole('main')).not.toContainText(orderId);
  await expectReceipt(page, [
    receiptHead(false),
    receiptLine(
      false,
      product.productName,
      formatRupees(product.salePrice),
      '1',
      formatRupees(product.salePrice),
    ),
    `Subtotal ${formatRupees(product.salePrice)}`,
    `Delivery (${TEST_DISTRICT}) ${deliveryFeeText(order.delivery!.fee)}`,
    `Total ${formatRupees(order.amount)}`,
  ]);
});

test('a cancelled Khalti payment comes back to the cart as it was left', async ({
  page,
  request,
}, testInfo) => {
  const session = await registerAndLogIn(request, newCustomer(`cancel-${testInfo.project.name}`));
  const product = await inStockProduct(request, 2);
  await withSession(page, session);

  await addToCart(page, product);
  await chooseDistrict(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/sandbox\/khalti/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/Cart\?payment=cancelled/i);
  await expect(page.getByText('Your payment was cancelled. Your cart is as you left it.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(product.productName) })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'District' })).toHaveValue(TEST_DISTRICT);
  await expect(page.getByRole('button', { name: 'Restore my cart' })).toHaveCount(0);

  const orders = await ordersOf(request, session.token);
  expect(orders.map((o) => o.status)).toEqual(['cancelled']);
});

test('the cart survives a reload @phone', async ({ page, request }) => {
  const product = await inStockProduct(request, 3);
  await addToCart(page, product);
  await page.getByRole('button', { name: `Increase quantity of ${product.productName}` }).click();
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(product.productName) });
  await expect(row).toBeVisible();
  await expect(row.locator('output')).toHaveText('2');
});
