import { expect, test } from '../support/test';
import type { AdminStats } from '../../api/src/contracts';
import { bearer, logInAsAdmin, newCustomer, registerAndLogIn } from '../support/accounts';
import { answerPrompt, logInThroughPage, OWNER, PRODUCT_PICTURE, signInAsOwner } from '../support/admin';
import { E2E_PRODUCT_PREFIX } from '../support/api';
import { placeCashOrders, setOrderStatus } from '../support/orders';
import { openPanel } from '../support/panel';

// Issue 10's admin journey: the owner's dashboard, then one product from Add to Delete, checked on the storefront.

const count = new Intl.NumberFormat('en-IN');
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

test('the owner lands on the dashboard, whose cards match the API', async ({ page, request }, testInfo) => {
  // A delivered order of this run, so the revenue chart has a month to draw.
  const customer = await registerAndLogIn(request, newCustomer(`dashboard-${testInfo.project.name}`));
  await setOrderStatus(request, await placeCashOrders(request, customer, 1), 'delivered');

  await logInThroughPage(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/dashboard\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(OWNER.email)).toBeVisible();

  const { token } = await logInAsAdmin(request);
  // Other journeys add products and orders meanwhile: compare one reading of the API with one of the page.
  await expect(async () => {
    await page.reload();
    const stats = (await (
      await request.get('/api/v1/stats', { headers: bearer(token) })
    ).json()) as AdminStats;
    const card = (name: string) => page.getByRole('group', { name });
    await expect(card('Total Products')).toContainText(count.format(stats.totalProducts), { timeout: 3000 });
    await expect(card('Orders to deliver')).toContainText(count.format(stats.ordersToDeliver), {
      timeout: 500,
    });
    await expect(card('Delivered Orders')).toContainText(count.format(stats.deliveredOrders), {
      timeout: 500,
    });
    await expect(card('Total Users')).toContainText(count.format(stats.totalUsers), { timeout: 500 });
    await expect(card('Total Revenues')).toContainText(`Rs. ${rupees.format(stats.totalRevenue)}`, {
      timeout: 500,
    });
  }).toPass({ timeout: 20_000 });

  // Both charts are drawn, each with its figures as a table for screen readers.
  const revenue = page.getByRole('region', { name: 'Revenue Over Time' });
  await expect(revenue.getByRole('img', { name: /Line chart of delivered revenue by month/ })).toBeVisible();
  const figures = revenue.getByRole('table', { name: 'Revenue Over Time', includeHidden: true });
  await expect(figures.getByRole('row', { includeHidden: true })).toHaveCount(13);
});

test('a product goes from Add Products to the storefront, out of stock, found, and deleted @phone', async ({
  page,
  request,
}, testInfo) => {
  // A journey through a dozen pages of two areas: more than the default 30 s on a busy two-core runner.
  test.slow();
  const name = `${E2E_PRODUCT_PREFIX}Shawl ${testInfo.project.name} ${Date.now()}`;
  await signInAsOwner(page, request);
  await page.goto('/dashboard/admin/dashboard');

  // Add, with a picture and its preview.
  await (await openPanel(page, 'Admin Panel')).getByRole('link', { name: 'Add Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Products' })).toBeVisible();
  await page.getByLabel('Product image').setInputFiles(PRODUCT_PICTURE);
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Hand-woven in Kathmandu for the e2e journey.');
  await page.getByRole('spinbutton', { name: 'Price (Rs.)' }).fill('4500');
  await expect(page.getByRole('combobox', { name: 'General category' })).toHaveValue('shawl');
  await expect(page.getByRole('combobox', { name: 'Gender category' })).toHaveValue('men');
  await expect(page.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveValue('1');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created sucessfully')).toBeVisible();

  // Found by name in Manage Products; its Update link carries its id.
  await page.goto(`/dashboard/admin/manage-products?text=${encodeURIComponent(name)}`);
  const update = page.getByRole('link', { name: `Update ${name}` });
  await expect(update).toBeVisible();
  const id = (await update.getAttribute('href'))!.split('/').pop()!;

  // On the storefront at once.
  await page.goto(`/SingleProducts/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  // A stock of -3 is saved as 0: 'Out of Stock' on its page.
  await page.goto(`/dashboard/admin/manage-product/${id}`);
  const stock = page.getByRole('spinbutton', { name: 'Stock', exact: true });
  await expect(stock).toHaveValue('1');
  await stock.fill('-3');
  await page.getByRole('button', { name: 'Update product' }).click();
  await expect(page.getByText('Product updated sucessfully')).toBeVisible();
  await page.goto(`/SingleProducts/${id}`);
  // Exact: another out-of-stock product among the related ones says 'currently out of stock'. In <main>: the phone's
  // bar (outside it, hidden from 900 px) says it too.
  await expect(page.getByRole('main').getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  // Search and the 0-stock box find it; the stock shows red with a text marker.
  await page.goto('/dashboard/admin/manage-products');
  await page.getByRole('searchbox', { name: 'Search by product name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Show products with 0 stock' }).check();
  await expect(page).toHaveURL(/stock=0/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/Out of stock/)).toBeVisible();

  // Delete through the dialog: Cancel keeps it, an answer deletes it.
  await row.getByRole('link', { name: `Update ${name}` }).click();
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'Delete product' }).click();
  await answerPrompt(page, 'yes');
  await expect(page.getByText('product deleted successfully')).toBeVisible();
  await page.goto(`/SingleProducts/${id}`);
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});
