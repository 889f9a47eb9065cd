import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import {
  orderLabel,
  type CashOrderResponse,
  type Product,
  type ProductVariant,
  type ProductVariantsRequest,
  type ProductWriteResponse,
} from '../../api/src/contracts';
import { bearer, logInAsAdmin, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { createProduct, PRODUCT_PICTURE, signInAsOwner } from '../support/admin';
import { E2E_PRODUCT_PREFIX } from '../support/api';
import { chooseDistrict } from '../support/orders';

// Issue 41's journeys at phone and desktop widths: a shopper chooses a colour and a size on the product page (the
// picture and the stock follow, a value with nothing in stock is crossed out and said so), puts two colours of one
// shawl in the cart, checks out, and finds the labels in My orders and in the admin's order details; the admin
// creates a product with two options and stock per combination.

const STOLE = 'Stole 70 × 200 cm';
const SHAWL = 'Shawl 100 × 200 cm';

/**
 * A shawl of this run's own, made through the API as the admin would: Maroon and Beige with pictures of their own,
 * Beige sold out as a shawl, Charcoal only as a stole and sold out.
 */
async function gardenShawl(request: APIRequestContext, tag: string) {
  const { token } = await logInAsAdmin(request);
  const product = await createProduct(request, token, {
    productName: `${E2E_PRODUCT_PREFIX}Garden Shawl ${tag} ${Date.now()}`,
    description: 'Hand-woven in Kathmandu, in three colours and two sizes.',
  });
  const body: ProductVariantsRequest = {
    options: [
      { name: 'Colour', values: ['Maroon', 'Beige', 'Charcoal'] },
      { name: 'Size', values: [STOLE, SHAWL] },
    ],
    variants: [
      { options: { Colour: 'Maroon', Size: STOLE }, stock: 5 },
      { options: { Colour: 'Maroon', Size: SHAWL }, stock: 5 },
      { options: { Colour: 'Beige', Size: STOLE }, stock: 3 },
      { options: { Colour: 'Beige', Size: SHAWL }, stock: 0 },
      { options: { Colour: 'Charcoal', Size: STOLE }, stock: 0 },
    ],
  };
  const saved = await request.put(`/api/v1/product/${product._id}/variants`, {
    headers: bearer(token),
    data: body,
  });
  expect(saved.status()).toBe(200);
  let shawl = ((await saved.json()) as ProductWriteResponse).product;
  for (const colour of ['Maroon', 'Beige']) {
    const variant = shawl.variants.find((v) => v.options.Colour === colour && v.options.Size === STOLE)!;
    const picture = await request.post(`/api/v1/product/${product._id}/variants/${variant._id}/image`, {
      headers: bearer(token),
      multipart: { image: { ...PRODUCT_PICTURE, name: `${colour}.png` } },
    });
    expect(picture.ok()).toBe(true);
    shawl = ((await picture.json()) as ProductWriteResponse).product;
  }
  return shawl;
}

const variantOf = (product: Product, colour: string, size: string): ProductVariant =>
  product.variants.find((v) => v.options.Colour === colour && v.options.Size === size)!;

/** A receipt's line: its name with the variant's label, and its line total (the last cell at any width). */
async function expectLine(receipt: Locator, name: string, total: string) {
  const line = receipt.getByRole('row').filter({ has: receipt.page().getByRole('rowheader', { name }) });
  await expect(line.getByRole('rowheader')).toContainText(name);
  await expect(line.getByRole('cell').last()).toHaveText(total);
}

const group = (page: Page, option: string) =>
  page.getByRole('main').getByRole('group', { name: new RegExp(`^${option}`) });

test('a shopper chooses colour and size, buys two colours of one shawl, and finds the labels in the orders @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const shawl = await gardenShawl(request, testInfo.project.name);
  const beigeStole = variantOf(shawl, 'Beige', STOLE);
  const maroonStole = variantOf(shawl, 'Maroon', STOLE);
  const customer = newCustomer(`variants-${testInfo.project.name}`);
  const session = await registerAndLogIn(request, customer);
  await withSession(page, session);

  await page.goto(`/SingleProducts/${shawl._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: shawl.productName })).toBeVisible();
  const picture = main.getByRole('img', { name: shawl.productName }).first();
  await expect(picture).toHaveAttribute('src', shawl.productImg);
  const addButton = main.getByRole('button', { name: 'Choose a colour' });
  await expect(addButton).toBeVisible();

  // Charcoal has nothing in stock: crossed out, and said so to a screen reader.
  const charcoal = group(page, 'Colour').getByRole('button', { name: 'Charcoal (out of stock)' });
  await expect(charcoal).toBeVisible();
  await expect(charcoal.locator('s')).toHaveText('Charcoal');

  // Beige: its own picture, and its shawl size is out of stock.
  await group(page, 'Colour').getByRole('button', { name: 'Beige', exact: true }).click();
  await expect(group(page, 'Colour')).toHaveAccessibleName('Colour: Beige');
  await expect(picture).toHaveAttribute('src', beigeStole.image!.productImg);
  await expect(group(page, 'Size').getByRole('button', { name: `${SHAWL} (out of stock)` })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Choose a size' })).toBeVisible();

  // Choosing the sold-out size tells the shopper rather than trapping them; the stole is in stock.
  await group(page, 'Size')
    .getByRole('button', { name: `${SHAWL} (out of stock)` })
    .click();
  await expect(main.getByRole('button', { name: 'Out of stock', exact: true })).toBeDisabled();
  await group(page, 'Size').getByRole('button', { name: STOLE, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${beigeStole._id}$`));
  await expect(main.getByText('3 in stock')).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/i);

  // A shared address preselects its variant, from the server's first screen on.
  await page.goto(`/SingleProducts/${shawl._id}?variant=${maroonStole._id}`);
  await expect(group(page, 'Colour').getByRole('button', { name: 'Maroon', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(picture).toHaveAttribute('src', maroonStole.image!.productImg);
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/i);

  // Two lines of one shawl, each with its label and a link back to its variant.
  const table = page.getByRole('table', { name: 'Items in your cart' });
  const beigeRow = table.getByRole('row').filter({ hasText: `Beige / ${STOLE}` });
  const maroonRow = table.getByRole('row').filter({ hasText: `Maroon / ${STOLE}` });
  await expect(beigeRow).toHaveCount(1);
  await expect(maroonRow).toHaveCount(1);
  await expect(maroonRow.getByRole('link', { name: shawl.productName })).toHaveAttribute(
    'href',
    `/SingleProducts/${shawl._id}?variant=${maroonStole._id}`,
  );
  await maroonRow
    .getByRole('button', { name: `Increase quantity of ${shawl.productName} (Maroon / ${STOLE})` })
    .click();

  await chooseDistrict(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/create-orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  const { order } = (await (await placed).json()) as CashOrderResponse;
  expect(order.products).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        quantity: 1,
        variant: expect.objectContaining({ _id: beigeStole._id, label: beigeStole.label }),
      }),
      expect.objectContaining({
        quantity: 2,
        variant: expect.objectContaining({ _id: maroonStole._id, label: maroonStole.label }),
      }),
    ]),
  );
  await expect(page).toHaveURL(/\/success\?order=/);

  // My orders names each line with its label.
  await page.goto('/dashboard/user/orders');
  const card = page.getByRole('article', { name: `Order ${orderLabel(order.orderNumber)}` });
  // Its receipt's lines: Rs. 5,000 a unit, one Beige and two Maroon.
  await expectLine(card, `${shawl.productName} (Beige / ${STOLE})`, 'Rs. 5,000');
  await expectLine(card, `${shawl.productName} (Maroon / ${STOLE})`, 'Rs. 10,000');

  // So do the admin's order details, the packing slip: the owner signs in on the same browser.
  const owner = await logInAsAdmin(request);
  await page.evaluate((auth) => localStorage.setItem('auth', JSON.stringify(auth)), {
    user: owner.user,
    token: owner.token,
  });
  await page.goto(`/dashboard/admin/adminorders/${order._id}`);
  const slip = page.getByRole('article', { name: `Order ${orderLabel(order.orderNumber)}` });
  await expectLine(slip, `${shawl.productName} (Beige / ${STOLE})`, 'Rs. 5,000');
  await expectLine(slip, `${shawl.productName} (Maroon / ${STOLE})`, 'Rs. 10,000');
});

test("the server's first screen of a product shows the address's variant, and search engines read its group @phone", async ({
  request,
}, testInfo) => {
  const shawl = await gardenShawl(request, `first-${testInfo.project.name}`);
  const beige = variantOf(shawl, 'Beige', STOLE);
  const path = `/SingleProducts/${shawl._id}?variant=${beige._id}`;
  // The shop's server waits briefly for data it has not read lately: asked once first, as first-screen.spec.ts does.
  await request.get(path);
  const html = await (await request.get(path)).text();
  expect(html).toContain('id="first-screen"');
  const screen = html.slice(html.indexOf('id="first-screen"'), html.indexOf('id="root"'));
  // Its picture, preloaded and in the first screen, is Beige's; Beige and the stole are pressed.
  expect(html).toMatch(
    new RegExp(`<link rel="preload" as="image" imagesrcset="[^"]*${beige.image!.productThumb}`),
  );
  expect(screen).toContain(`src="${beige.image!.productImg}"`);
  expect(screen).toMatch(/aria-pressed="true"[^>]*>(<[^>]+>)*Beige/);
  expect(screen).toContain('3 in stock');

  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
  const group = data.find((d) => d['@type'] === 'ProductGroup')!;
  expect(group).toMatchObject({
    productGroupID: shawl._id,
    variesBy: ['https://schema.org/color', 'https://schema.org/size'],
  });
  const variants = group.hasVariant as { color: string; size: string; offers: { availability: string } }[];
  expect(variants).toHaveLength(5);
  expect(variants.find((v) => v.color === 'Beige' && v.size === SHAWL)!.offers.availability).toBe(
    'https://schema.org/OutOfStock',
  );
});

test('the admin creates a product with two options and stock per combination @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const name = `${E2E_PRODUCT_PREFIX}Two-option Stole ${testInfo.project.name} ${Date.now()}`;
  await signInAsOwner(page, request);
  await page.goto('/dashboard/admin/create-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Products' })).toBeVisible();
  await page.getByLabel('Product image').setInputFiles(PRODUCT_PICTURE);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Woven in two colours and two sizes.');
  await page.getByRole('spinbutton', { name: 'Price (Rs.)' }).fill('3200');

  const section = page.getByRole('group', { name: 'Options and stock' });
  await section.getByRole('button', { name: 'Add an option' }).click();
  await section.getByRole('textbox', { name: 'Option 1 name', exact: true }).fill('Colour');
  await section.getByRole('textbox', { name: 'Option 1 values', exact: true }).fill('Navy, Red');
  await section.getByRole('button', { name: 'Add an option' }).click();
  await section.getByRole('textbox', { name: 'Option 2 name', exact: true }).fill('Size');
  await section.getByRole('textbox', { name: 'Option 2 values', exact: true }).fill('Stole, Shawl');
  await expect(page.getByRole('spinbutton', { name: 'Stock', exact: true })).toBeDisabled();
  await section.getByRole('button', { name: 'Add all combinations' }).click();
  const stock = { 'Navy / Stole': '4', 'Navy / Shawl': '2', 'Red / Stole': '0', 'Red / Shawl': '7' };
  for (const [label, count] of Object.entries(stock))
    await section.getByRole('spinbutton', { name: `Stock of ${label}` }).fill(count);
  await section.getByLabel('Picture of Red / Shawl').setInputFiles({ ...PRODUCT_PICTURE, name: 'red.png' });
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created sucessfully')).toBeVisible();

  // Manage Products: the variants' total and how many there are.
  await page.goto(`/dashboard/admin/manage-products?text=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('13 · 4 variants');
  const id = (await row.getByRole('link', { name: `Update ${name}` }).getAttribute('href'))!
    .split('/')
    .pop()!;

  // The API has them, with Red's shawl picture.
  const product = (await (await request.get(`/api/v1/product/${id}`)).json()) as Product;
  expect(product.stock).toBe(13);
  expect(product.variants.map((v) => [v.label, v.stock, v.image !== null])).toEqual([
    ['Navy / Stole', 4, false],
    ['Navy / Shawl', 2, false],
    ['Red / Stole', 0, false],
    ['Red / Shawl', 7, true],
  ]);

  // The update screen shows the same table, kept by id.
  await page.goto(`/dashboard/admin/manage-product/${id}`);
  await expect(section.getByRole('spinbutton', { name: 'Stock of Red / Shawl' })).toHaveValue('7');
  await expect(page.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveValue('13');
});
