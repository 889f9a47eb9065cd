import { expect, test } from '../support/test';
import type { CashOrderResponse } from '../../api/src/contracts';
import { newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { signInAsOwner } from '../support/admin';
import { listProducts, isPlain } from '../support/api';
import { chooseDistrict } from '../support/orders';
import { openPanel } from '../support/panel';

// Issue 24: an order's short number (#1001 upward), where people read it: the customer's My orders, the admin's
// list, its search and the order's details.

test('a customer reads their order’s number in My orders, and the admin finds the order by it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two areas, two sessions and a checkout: more than the default 30 s on a busy two-core runner.
  test.slow();
  const session = await registerAndLogIn(request, newCustomer(`numbers-${testInfo.project.name}`));
  const products = (await listProducts(request, { inStock: 'true' })).filter(
    (p) => p.stock >= 5 && isPlain(p),
  );
  const product = products[4 % products.length];
  await withSession(page, session);

  // Cash on delivery through the checkout, whose thank-you page links to My orders.
  await page.goto(`/SingleProducts/${product._id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/i);
  await chooseDistrict(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/create-orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  const { order } = (await (await placed).json()) as CashOrderResponse;
  expect(order.orderNumber).toBeGreaterThanOrEqual(1001);
  const label = `#${order.orderNumber}`;

  // The thank-you page, then My orders from its link.
  await page.getByRole('link', { name: 'See my orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/orders$/);
  const card = page.getByRole('article', { name: `Order ${label}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: `Order ${label}` })).toBeVisible();
  await expect(card.getByText(order._id)).toBeVisible();

  // The owner, in a browser of their own: the orders list finds it by the number as shown.
  const owner = await browser.newPage({ viewport: page.viewportSize()! });
  await signInAsOwner(owner, request);
  await owner.goto('/dashboard/admin/dashboard');
  await (await openPanel(owner, 'Admin Panel')).getByRole('link', { name: 'Orders' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const search = owner.getByRole('searchbox', { name: 'Search by order number or id' });
  await search.fill(label);
  await search.press('Enter');
  await expect(owner).toHaveURL(new RegExp(`q=${encodeURIComponent(label)}`));
  const rows = owner.getByRole('table', { name: 'Orders' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and this order
  const row = rows.nth(1);
  await expect(row.getByText(label, { exact: true })).toBeVisible();
  // The id, shortened, with the whole of it in its title.
  await expect(row.getByTitle(order._id)).toBeVisible();

  // Its details, the packing slip: the number as its title, the id beside it.
  await row.getByRole('link', { name: `View Details of order ${label}` }).click();
  const slip = owner.getByRole('article', { name: `Order ${label}` });
  await expect(slip).toBeVisible();
  await expect(slip.getByText(order._id)).toBeVisible();
  await owner.close();
});
