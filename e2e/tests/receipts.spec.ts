import { expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  formatCashRounding,
  orderLineTotal,
  payableRupees,
  type CashOrderResponse,
  type KhaltiOrderResponse,
  type LoginResponse,
  type Product,
  type ProductVariantsRequest,
  type ProductWriteResponse,
  toDevanagariDigits,
} from '../../api/src/contracts';
import { bearer, logInAsAdmin, registerAndLogIn, withSession } from '../support/accounts';
import { createProduct, signInAsOwner } from '../support/admin';
import { E2E_PRODUCT_PREFIX } from '../support/api';
import { chooseDistrict, customerInfoOf, receiptHead, receiptLine } from '../support/orders';
import { expectNoSidewaysScroll } from './storefront-helpers';

// Issue 51's receipts, thank-you pages, the admin's orders table with real-length data, and the variant picker, at
// phone and desktop widths: what a shopper, a customer and the owner read.

const STOLE = 'Stole 70 × 200 cm';
const SHAWL = 'Shawl 100 × 200 cm';

/** A 60-character product name of this run's own. */
const longName = (tag: string) =>
  `${E2E_PRODUCT_PREFIX}Heritage Hand-Woven Pashmina ${tag} ${Date.now()}`.padEnd(60, 'x');

/** Rs. 12,499 less 10 %: Rs. 11,249.10 a unit, so that cash has paisa to round. Charcoal is sold as a shawl only. */
async function heritageShawl(request: APIRequestContext, tag: string): Promise<Product> {
  const { token } = await logInAsAdmin(request);
  const product = await createProduct(request, token, {
    productName: longName(tag),
    price: '12499',
    discount: '10',
  });
  const body: ProductVariantsRequest = {
    options: [
      { name: 'Colour', values: ['Maroon', 'Charcoal'] },
      { name: 'Size', values: [STOLE, SHAWL] },
    ],
    variants: [
      { options: { Colour: 'Maroon', Size: STOLE }, stock: 20 },
      { options: { Colour: 'Maroon', Size: SHAWL }, stock: 20 },
      { options: { Colour: 'Charcoal', Size: SHAWL }, stock: 20 },
    ],
  };
  const saved = await request.put(`/api/v1/product/${product._id}/variants`, {
    headers: bearer(token),
    data: body,
  });
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as ProductWriteResponse).product;
}

/** A customer with real-length details: a 40-character name and a 45-character e-mail. */
function longCustomer(tag: string) {
  const unique = `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const domain = '@pashmina.test';
  return {
    name: 'Bishnu Prasad Koirala Adhikari Shrestha'.padEnd(40, 'a'),
    email: `${unique}.`.padEnd(45 - domain.length, 'x') + domain,
    password: 'secret123',
    phone: '9812345678',
    address: 'House 14, Ward 3, Jhamsikhel Marg, Lalitpur',
  };
}

/** The receipt within `scope`, row by row (read with useInnerText: a row's cells one space apart). */
const receipt = (scope: Pick<Page, 'getByRole'>) => scope.getByRole('table').getByRole('row');

/**
 * The receipt of 2 × Rs. 11,249.10 = Rs. 22,498.20 to Kathmandu by cash: delivery free in the valley from Rs. 5,000,
 * the 20 paisa given (cash is whole rupees).
 */
const twoMaroonShawls = (phone: boolean, product: Product) => [
  receiptHead(phone),
  receiptLine(phone, `${product.productName} (Maroon / ${SHAWL})`, 'Rs. 11,249.10', '2', 'Rs. 22,498.20'),
  'Subtotal Rs. 22,498.20',
  'Delivery (Kathmandu) Free',
  `Rounding ${formatCashRounding(0.2)}`,
  'Total Rs. 22,498',
];

async function placeCash(
  request: APIRequestContext,
  session: LoginResponse,
  product: Product,
  quantity: number,
) {
  const variant = product.variants.find((v) => v.options.Colour === 'Maroon' && v.options.Size === SHAWL)!;
  const goods = orderLineTotal({ unitPrice: product.salePrice, quantity });
  const response = await request.post('/api/v1/create-orders', {
    headers: bearer(session.token),
    data: {
      amount: payableRupees(goods, true).amount,
      customer_info: { ...customerInfoOf(session), district: 'Kathmandu' },
      products_details: [{ identity: product._id, variant: variant._id, quantity }],
      payment_method: 'cashOnDelivery',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as CashOrderResponse).order;
}

test('the thank-you page of a cash order: its number, each line with its variant, the figures and the address, in either language @phone', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const product = await heritageShawl(request, `thanks-${testInfo.project.name}`);
  const customer = longCustomer(`thanks-${testInfo.project.name}`);
  const session = await registerAndLogIn(request, customer);
  await withSession(page, session);

  await page.goto(`/SingleProducts/${product._id}`);
  await page
    .getByRole('main')
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: 'Maroon' })
    .click();
  await page
    .getByRole('main')
    .getByRole('group', { name: /^Size/ })
    .getByRole('button', { name: SHAWL })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/i);
  await page.getByRole('button', { name: `Increase quantity of ${product.productName}` }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  // Checkout before a district is chosen is refused in a toast, which must not follow the shopper to the thanks.
  await page.getByRole('button', { name: 'Checkout' }).click();
  const refusal = page.getByText('Please choose your district.');
  await expect(refusal).toBeVisible();
  await chooseDistrict(page);
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/create-orders'));
  await page.getByRole('button', { name: 'Checkout' }).click();
  const { order } = (await (await placed).json()) as CashOrderResponse;

  // 2 × Rs. 11,249.10 = Rs. 22,498.20: delivery free in the valley from Rs. 5,000, the 20 paisa given for cash.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('definition')).toHaveText([
    `#${order.orderNumber}`,
    'Rs. 22,498',
    customer.address,
  ]);
  await expect(main).not.toContainText(order._id);
  await expect(receipt(main)).toHaveText(twoMaroonShawls(phone, product), { useInnerText: true });
  await expectNoSidewaysScroll(page);
  expect(order).toMatchObject({ amount: 22_498, cashRounding: 0.2 });

  // In Nepali: the page's words, the number in Devanagari digits, the amounts in rupees as Nepal writes them.
  await page.goto(`/ne/success?order=${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'तपाईंको अर्डरका लागि धन्यवाद' })).toBeVisible();
  await expect(main.getByRole('definition').first()).toHaveText(`#${toDevanagariDigits(order.orderNumber)}`);
  await expect(receipt(main).nth(2)).toHaveText('उप-जम्मा रु २२,४९८.२०', { useInnerText: true });
  await expectNoSidewaysScroll(page);

  // My orders: the same receipt.
  await page.goto('/dashboard/user/orders');
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await expect(receipt(card)).toHaveText(twoMaroonShawls(phone, product), { useInnerText: true });
  await expectNoSidewaysScroll(page);
});

test('the owner’s orders table fits at 1280 × 800 with real-length data, and offers only the moves an order can make', async ({
  page,
  request,
}) => {
  const product = await heritageShawl(request, 'table');
  const customer = longCustomer('table');
  const session = await registerAndLogIn(request, customer);
  const cash = await placeCash(request, session, product, 1);
  // A Khalti order, marked paid by the owner: never COD, and refunded rather than cancelled.
  const variant = product.variants.find((v) => v.options.Colour === 'Charcoal')!;
  const khalti = await request.post('/api/v1/create-orders', {
    headers: bearer(session.token),
    data: {
      amount: orderLineTotal({ unitPrice: product.salePrice, quantity: 1 }),
      customer_info: { ...customerInfoOf(session), district: 'Kathmandu' },
      products_details: [{ identity: product._id, variant: variant._id, quantity: 1 }],
      payment_method: 'khalti',
    },
  });
  expect(khalti.status()).toBe(201);
  const paid = ((await khalti.json()) as KhaltiOrderResponse).order;
  const admin = await logInAsAdmin(request);
  const marked = await request.put(`/api/v1/orders/${paid._id}`, {
    headers: bearer(admin.token),
    data: { status: 'paid' },
  });
  expect(marked.status()).toBe(200);
  // The server refuses what the select leaves out.
  const refused = await request.put(`/api/v1/orders/${paid._id}`, {
    headers: bearer(admin.token),
    data: { status: 'cash on delivery' },
  });
  expect(refused.status()).toBe(409);

  await signInAsOwner(page, request);
  await page.goto('/dashboard/admin/adminorders');
  const table = page.getByRole('table', { name: 'Orders' });
  for (const order of [cash, paid])
    await expect(table.getByRole('row', { name: new RegExp(`#${order.orderNumber}`) })).toBeVisible();

  // Nothing scrolls sideways, in the page or in the table's box, and every cell is inside the box.
  const box = table.locator('xpath=..');
  const overflow = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the table scrolls sideways in its box by').toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page);
  const edge = (await box.boundingBox())!;
  const row = table.getByRole('row', { name: new RegExp(`#${cash.orderNumber}`) });
  for (const cell of await row.getByRole('cell').all()) {
    const at = (await cell.boundingBox())!;
    expect(at.x + at.width, 'a cell ends inside the box').toBeLessThanOrEqual(edge.x + edge.width + 0.5);
    // Nothing spills out of its cell into the next column (a date, an amount, an id).
    const spill = await cell.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(spill, `what spills out of the cell '${await cell.innerText()}'`).toBeLessThanOrEqual(0);
  }
  for (const header of ['Customer', 'Details']) {
    const at = (await table.getByRole('columnheader', { name: header }).boundingBox())!;
    expect(at.x + at.width).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
  }
  // The long e-mail is ellipsised, whole in its title; the 'View Details' link is there to click.
  await expect(row.getByTitle(customer.email)).toBeVisible();
  const details = row.getByRole('link', { name: `View Details of order #${cash.orderNumber}` });
  await details.scrollIntoViewIfNeeded();
  await expect(details).toBeInViewport({ ratio: 1 });

  // The statuses read the same in the select, the badges and the filters.
  const options = (number: number) =>
    page.getByRole('combobox', { name: `Status of order #${number}` }).locator('option');
  await expect(options(cash.orderNumber)).toHaveText(['COD', 'Paid', 'Shipped', 'Delivered', 'Cancelled']);
  await expect(options(paid.orderNumber)).toHaveText(['Paid', 'Shipped', 'Delivered']);
  await expect(page.getByRole('group', { name: 'Filter by status' }).getByRole('button')).toHaveText([
    'All',
    'Delivered',
    'Paid',
    'COD',
    'Shipped',
    'Cancelled',
    'Awaiting payment',
    'Refunded',
  ]);
});

test('the owner’s order details: the receipt in order, and the status actions asked first as in the list', async ({
  page,
  request,
}) => {
  const product = await heritageShawl(request, 'details');
  const session = await registerAndLogIn(request, longCustomer('details'));
  const order = await placeCash(request, session, product, 2);

  await signInAsOwner(page, request);
  await page.goto(`/dashboard/admin/adminorders/${order._id}`);
  const slip = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await expect(receipt(slip)).toHaveText(twoMaroonShawls(false, product), { useInnerText: true });
  await expect(slip).toContainText('To be delivered');

  await page.getByRole('button', { name: 'Mark delivered' }).click();
  const question = page.getByRole('dialog', { name: `Mark order #${order.orderNumber} as delivered?` });
  await expect(question).toContainText('the customer will be told by e-mail');
  await question.getByRole('button', { name: 'Not yet' }).click();
  await expect(slip.getByText('COD', { exact: true }).first()).toBeVisible();
  await expect(slip).toContainText('To be delivered');
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await question.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(slip.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(slip).toContainText('Delivered on');
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
});

test('the variant picker never shows a combination that does not exist, and the details read the size chosen @phone', async ({
  page,
  request,
}, testInfo) => {
  const product = await heritageShawl(request, `picker-${testInfo.project.name}`);
  const maroonStole = product.variants.find(
    (v) => v.options.Colour === 'Maroon' && v.options.Size === STOLE,
  )!;
  await page.goto(`/SingleProducts/${product._id}?variant=${maroonStole._id}`);
  const main = page.getByRole('main');
  const details = main.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('row', { name: /Size/ })).toContainText(STOLE);

  // Charcoal comes as a shawl only: the size moves there, and the page says so.
  await main
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: 'Charcoal' })
    .click();
  await expect(main.getByText(`Charcoal comes as ${SHAWL}`)).toBeVisible();
  await expect(
    main.getByRole('group', { name: /^Size/ }).getByRole('button', { name: SHAWL }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(details.getByRole('row', { name: /Size/ })).toContainText(SHAWL);
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  const charcoal = product.variants.find((v) => v.options.Colour === 'Charcoal')!;
  await expect(page).toHaveURL(new RegExp(`variant=${charcoal._id}`));

  // On a phone the picture stays in view beside the colours once one is chosen.
  if (testInfo.project.name === 'phone') {
    const colours = main.getByRole('group', { name: /^Colour/ });
    await colours.scrollIntoViewIfNeeded();
    await colours.getByRole('button', { name: 'Maroon' }).click();
    await expect(colours.locator('img')).toBeInViewport();
  }
  await expectNoSidewaysScroll(page);
});
