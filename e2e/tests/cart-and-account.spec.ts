import { expect, test, type Page } from '../support/test';
import { type Product, toDevanagariDigits } from '../../api/src/contracts';
import { bearer, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { isPlain, listProducts } from '../support/api';
import { placeCashOrders, setOrderStatus } from '../support/orders';
import { expectNoSidewaysScroll } from './storefront-helpers';

// Issue 51's cart, search and customer area at phone and desktop widths: a guest's delivery fee, 'Clear Cart' asking
// first, a search that found nothing, My Feedback's dates, and the return form's quantities.

async function addToCart(page: Page, product: Product) {
  await page.goto(`/SingleProducts/${product._id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/i);
}

test('a guest sees the delivery fee of the district chosen in the cart, and Clear Cart asks first @phone', async ({
  page,
  request,
}) => {
  const [product] = (await listProducts(request, { inStock: 'true', maxPrice: '4000' })).filter(isPlain);
  await addToCart(page, product);
  // Outside the valley: Rs. 200 under Rs. 10,000 of goods.
  await page.getByRole('combobox', { name: 'District' }).selectOption('Kaski');
  await expect(page.getByTestId('cart-delivery')).toHaveText('Delivery to Kaski: Rs. 200');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Remove every item from your cart?')).toBeVisible();
  await page.getByRole('button', { name: 'Keep my cart' }).click();
  await expect(page.getByRole('row', { name: new RegExp(product.productName) })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('button', { name: 'Clear the cart' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a search that finds nothing shows no pages @phone', async ({ page }) => {
  await page.goto('/search?q=qqqzzzxxw');
  await expect(page.getByText('No products match "qqqzzzxxw"')).toBeVisible();
  await expect(page.getByText(/Page \d+ of \d+/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Prev|Next/ })).toHaveCount(0);
});

test('My Feedback: each message with its date, not the customer’s own name and e-mail again, and a way to write @phone', async ({
  page,
  request,
}, testInfo) => {
  const session = await registerAndLogIn(request, newCustomer(`dates-${testInfo.project.name}`));
  const message = `Does the ${testInfo.project.name} shawl come in saffron?`;
  const sent = await request.post('/api/v1/contact', {
    data: { name: session.user.name, email: session.user.email, message },
    headers: bearer(session.token),
  });
  expect(sent.ok()).toBe(true);
  await withSession(page, session);

  await page.goto('/dashboard/user/feedback');
  const table = page.getByRole('table', { name: 'Messages you have sent us' });
  const row = table.getByRole('row', { name: new RegExp(message) });
  // Sent today: its date, in the row's Date cell.
  const sentAt = row.locator('time');
  await expect(sentAt).toHaveAttribute('datetime', new RegExp(`^${new Date().toISOString().slice(0, 10)}`));
  await expect(sentAt).toContainText(String(new Date().getFullYear()));
  await expect(table).not.toContainText(session.user.email);
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Send us a message' }).click();
  await expect(page).toHaveURL(/\/ContactUs$/i);
});

test('the return form starts every quantity at 0 under ‘How many to return’, and takes Devanagari digits @phone', async ({
  page,
  request,
}, testInfo) => {
  const session = await registerAndLogIn(request, newCustomer(`howmany-${testInfo.project.name}`));
  const [order] = await placeCashOrders(request, session, 1);
  await setOrderStatus(request, [order], 'delivered');
  await withSession(page, session);

  // On the Nepali page, as a shopper with a Nepali keyboard.
  await page.goto('/ne/dashboard/user/orders');
  const card = page.getByRole('article', { name: `अर्डर #${toDevanagariDigits(order.orderNumber)}` });
  await card.getByRole('button', { name: 'फिर्ताको अनुरोध गर्नुहोस्' }).click();
  const howMany = card.getByRole('group', { name: 'कति फिर्ता गर्ने' });
  const quantity = howMany.getByRole('textbox');
  await expect(quantity).toHaveValue('०');
  await quantity.fill('१');
  await card.getByLabel('कारण').fill('The colour is not as pictured');
  await card.getByRole('button', { name: 'फिर्ताको अनुरोध पठाउनुहोस्' }).click();
  await expect(howMany).toHaveCount(0);
  const returns = await request.get(`/api/v1/orders/${order._id}`, { headers: bearer(session.token) });
  expect((await returns.json()).returnRequest).toMatchObject({
    status: 'requested',
    lines: [expect.objectContaining({ quantity: 1 })],
  });
});
