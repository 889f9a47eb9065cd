import {
  type LoginResponse,
  type Order,
  payableRupees,
  type Product,
  reviewAuthor,
} from '../../api/src/contracts';
import { bearer, logInAsAdmin, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { createProduct, signInAsOwner } from '../support/admin';
import { customerInfoOf, withValleyDelivery } from '../support/orders';
import { expect, test, type APIRequestContext } from '../support/test';

// Issue 54: reviews from customers who received the shawl, held for the owner, answered in public.

/** A shawl of the test's own (a word no other product has, to find its card), bought and delivered by a new customer. */
async function deliveredShawl(request: APIRequestContext, tag: string) {
  const word = `Rvw${tag}${Math.random().toString(36).slice(2, 7)}`.replace(/[^a-z0-9]/gi, '');
  const admin = await logInAsAdmin(request);
  const product: Product = await createProduct(request, admin.token, {
    productName: `E2E ${word} Pashmina Shawl`,
    price: '4000',
    stock: '5',
  });
  const customer = await registerAndLogIn(request, newCustomer(`review-${tag}`));
  const placed = await request.post('/api/v1/create-orders', {
    data: {
      // Cash is paid in whole rupees: the goods with their delivery, rounded down.
      amount: payableRupees(withValleyDelivery(product.salePrice), true).amount,
      customer_info: customerInfoOf(customer),
      products_details: [{ identity: product._id, quantity: 1 }],
      payment_method: 'cashOnDelivery',
    },
    headers: bearer(customer.token),
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: Order }).order;
  const delivered = await request.put(`/api/v1/orders/${order._id}`, {
    data: { status: 'delivered' },
    headers: bearer(admin.token),
  });
  expect(delivered.ok()).toBe(true);
  return { product, customer, word };
}

test('a customer who received the shawl reviews it; the owner approves it with a reply; the page and its card show the stars @phone', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const { product, customer, word } = await deliveredShawl(request, testInfo.project.name);
  const name = product.productName;
  // '<first name> <initial>.': 'E2E Customer review-phone' is 'E2E R.'.
  const author = reviewAuthor(customer.user.name);

  // The customer writes it from the product page.
  await withSession(page, customer as LoginResponse);
  await page.goto(`/SingleProducts/${product._id}`);
  const form = page.locator('#write-review');
  await expect(form.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await form.getByRole('radio', { name: '4 of 5 stars' }).check();
  await form.getByRole('textbox', { name: 'Title (optional)' }).fill('Warm and true to colour');
  await form
    .getByRole('textbox', { name: 'Your review' })
    .fill('Soft, light and the maroon is exactly as pictured.');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(
    page.getByText('Thank you! Your review will appear once the shop has checked it.'),
  ).toBeVisible();
  // Held: the page shows no review yet.
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet.')).toBeVisible();

  // The owner approves it with a reply, from the sidebar's 'Reviews'.
  const owner = await browser.newContext({
    viewport: page.viewportSize()!,
    isMobile: testInfo.project.name === 'phone',
  });
  const ownerPage = await owner.newPage();
  await signInAsOwner(ownerPage, request);
  await ownerPage.goto('/dashboard/admin/reviews?status=pending');
  if (testInfo.project.name === 'desktop')
    await expect(ownerPage.getByRole('link', { name: 'Reviews', exact: true })).toBeVisible();
  const card = ownerPage.getByRole('listitem', { name });
  await expect(card).toContainText('Soft, light and the maroon is exactly as pictured.');
  await expect(card).toContainText(customer.user.email);
  await card.getByRole('textbox', { name: 'Reply (shown under the review)' }).fill('Thank you, enjoy it!');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(ownerPage.getByText('Review approved')).toBeVisible();
  await owner.close();

  // The product page: the stars near the price, the review with its reply under the details.
  await page.goto(`/SingleProducts/${product._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: '1 review' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Warm and true to colour')).toBeVisible();
  await expect(reviews.getByText('Verified buyer')).toBeVisible();
  await expect(reviews.getByText(author, { exact: true })).toBeVisible();
  await expect(reviews.getByText('Thank you, enjoy it!')).toBeVisible();
  // The full name and e-mail are the admin's only.
  await expect(main).not.toContainText(customer.user.email);
  await expect(main).not.toContainText(customer.user.name);

  // The first HTML's structured data has the rating and the review (the shop server's answers last a few seconds).
  await expect
    .poll(async () => {
      const html = await (await request.get(`/SingleProducts/${product._id}`)).text();
      return (
        /"aggregateRating":\{"@type":"AggregateRating","ratingValue":4,"reviewCount":1/.test(html) &&
        html.includes('"reviewBody":"Soft, light and the maroon is exactly as pictured."')
      );
    })
    .toBe(true);

  // Its card, in the search results: the stars and the count.
  await page.goto(`/search?q=${word}`);
  const productCard = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
  await expect(productCard.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(productCard).toContainText('(1)');
});

test('on /ne the form is in Nepali @phone', async ({ page, request }, testInfo) => {
  const { product, customer } = await deliveredShawl(request, `ne-${testInfo.project.name}`);
  await withSession(page, customer);
  await page.goto(`/ne/SingleProducts/${product._id}`);
  const form = page.locator('#write-review');
  await expect(form.getByRole('heading', { name: 'समीक्षा लेख्नुहोस्' })).toBeVisible();
  await expect(form.getByText('तपाईंको मूल्याङ्कन')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'तपाईंको समीक्षा' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'समीक्षा पठाउनुहोस्' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'समीक्षाहरू' })).toBeVisible();
});
