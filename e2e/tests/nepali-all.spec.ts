import { expect, test, type APIRequestContext } from '../support/test';
import {
  type CashOrderResponse,
  payableRupees,
  type ProductWriteResponse,
  toDevanagariDigits,
} from '../../api/src/contracts';
import { bearer, logInAsAdmin, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { createProduct } from '../support/admin';
import { E2E_PRODUCT_PREFIX, listProducts } from '../support/api';
import { shellUrl } from '../support/env';
import { customerInfoOf, withValleyDelivery } from '../support/orders';
import { expectNoSidewaysScroll } from './storefront-helpers';

// Issue 51, item 6: on /ne, all of it in Nepali, at 375 and 1280 px: home's title, the details a product lacks, the
// map's link, the demo products and their options' names. The order's number, cash on delivery's name and the cart's
// district are in nepali.spec.ts's checkout.

const HOME_TITLE_NE = 'पश्मिना शप: नेपालमा हातैले बनाइएका पश्मिना सल, मफलर, पोन्चो र कम्बल';

test("home's title is Nepali on /ne, and again after a move back to it @phone", async ({ page }) => {
  await page.goto('/ne');
  await expect(page).toHaveTitle(HOME_TITLE_NE);
  await page.goto('/ne/AboutUs');
  const banner = page.getByRole('banner');
  // The shop's name in the bar leads home, at either width.
  await banner.getByRole('link').first().click();
  await expect(page).toHaveURL(`${shellUrl}/ne`);
  await expect(page).toHaveTitle(HOME_TITLE_NE);
});

test("a detail a product lacks is 'उपलब्ध छैन'; the map's link is Nepali @phone", async ({ page, request }) => {
  const lacking = (await listProducts(request)).find((p) => !p.composition || !p.weight);
  if (!lacking) throw new Error('the seed has no product without a composition or weight');
  await page.goto(`/ne/SingleProducts/${lacking._id}`);
  const details = page.getByRole('main').getByRole('table');
  await expect(details.getByRole('cell', { name: 'उपलब्ध छैन' }).first()).toBeVisible();
  await expect(details).not.toContainText('NA');

  await page.goto('/ne/ContactUs');
  const map = page.getByRole('link', { name: 'ओपनस्ट्रिटम्यापमा खोल्नुहोस् (नयाँ ट्याबमा खुल्छ)' });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('href', /openstreetmap\.org/);
  await expect(page.getByRole('img', { name: 'मध्य काठमाडौंको नक्सा' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

/** A shawl of this run's own, its options with Nepali names, made through the API as the admin's form sends it. */
async function nepaliShawl(request: APIRequestContext, tag: string) {
  const { token } = await logInAsAdmin(request);
  const product = await createProduct(request, token, {
    productName: `${E2E_PRODUCT_PREFIX}Heritage Shawl ${tag} ${Date.now()}`,
    productNameNe: 'सम्पदा पश्मिना सल',
    description: 'One design in three colours and two sizes.',
    descriptionNe: 'तीन रङ र दुई नापमा एउटै डिजाइन।',
  });
  const saved = await request.put(`/api/v1/product/${product._id}/variants`, {
    headers: bearer(token),
    data: {
      options: [
        { name: 'Colour', nameNe: 'रङ', values: ['Maroon', 'Charcoal'], valuesNe: ['मरुन', 'कोइला'] },
        {
          name: 'Size',
          nameNe: 'नाप',
          values: ['Stole 70 × 200 cm', 'Shawl 100 × 200 cm'],
          valuesNe: ['स्टोल ७० × २०० सेमी', 'सल १०० × २०० सेमी'],
        },
      ],
      variants: [
        { options: { Colour: 'Maroon', Size: 'Stole 70 × 200 cm' }, stock: 5 },
        { options: { Colour: 'Charcoal', Size: 'Shawl 100 × 200 cm' }, stock: 5 },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as ProductWriteResponse).product;
}

test('every demo product has its Nepali name on /ne; the variant picker names options and values in Nepali @phone', async ({
  page,
  request,
}, testInfo) => {
  const products = await listProducts(request);
  const demo = products.filter((p) => !p.productName.startsWith(E2E_PRODUCT_PREFIX));
  expect(demo.filter((p) => !p.productNameNe || !p.descriptionNe)).toEqual([]);
  await page.goto(`/ne/SingleProducts/${demo[0]._id}`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: demo[0].productNameNe! }),
  ).toBeVisible();

  const shawl = await nepaliShawl(request, testInfo.project.name);
  await page.goto(`/ne/SingleProducts/${shawl._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'सम्पदा पश्मिना सल' })).toBeVisible();
  const colour = main.getByRole('group', { name: /^रङ/ });
  await expect(colour.getByRole('button', { name: 'मरुन', exact: true })).toBeVisible();
  await colour.getByRole('button', { name: 'कोइला', exact: true }).click();
  await expect(main.getByRole('group', { name: 'रङ: कोइला' })).toBeVisible();
  const size = main.getByRole('group', { name: /^नाप/ });
  await expect(size.getByRole('button', { name: /^सल १०० × २०० सेमी/ })).toBeVisible();
  // The English values are the English page's.
  await expect(main.getByRole('group', { name: /^रङ/ })).not.toContainText('Maroon');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `test-results/nepali-picker-${page.viewportSize()?.width}.png` });
});

test("My orders on /ne names an order's line by the product's Nepali name and its variant's Nepali values, /ne's English page by the English @phone", async ({
  page,
  request,
}, testInfo) => {
  const shawl = await nepaliShawl(request, `orders-${testInfo.project.name}`);
  const maroon = shawl.variants.find((v) => v.label === 'Maroon / Stole 70 × 200 cm')!;
  const session = await registerAndLogIn(request, newCustomer(`lines-ne-${testInfo.project.name}`));
  const placed = await request.post('/api/v1/create-orders', {
    headers: { ...bearer(session.token), 'Accept-Language': 'ne' },
    data: {
      amount: payableRupees(withValleyDelivery(shawl.salePrice), true).amount,
      customer_info: customerInfoOf(session),
      products_details: [{ identity: shawl._id, variant: maroon._id, quantity: 1 }],
      payment_method: 'cashOnDelivery',
      language: 'ne',
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as CashOrderResponse;
  await withSession(page, session);

  await page.goto('/ne/dashboard/user/orders');
  const card = page.getByRole('article', { name: `अर्डर #${toDevanagariDigits(order.orderNumber)}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('rowheader').first()).toContainText(
    'सम्पदा पश्मिना सल (मरुन / स्टोल ७० × २०० सेमी)',
  );
  await expect(card).not.toContainText(shawl.productName);
  await expectNoSidewaysScroll(page);

  await page.goto('/dashboard/user/orders');
  const english = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await expect(english.getByRole('rowheader').first()).toContainText(
    `${shawl.productName} (Maroon / Stole 70 × 200 cm)`,
  );
});
