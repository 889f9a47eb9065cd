import { expect, test } from '../support/test';
import { type Order } from '../../api/src/contracts';
import { bearer, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { addToCart, chooseDistrict, inStockProduct, withValleyDelivery } from '../support/orders';

// Issue 52: a customer pays with eSewa through the API's built-in eSewa sandbox (no ESEWA_SECRET_KEY), as the Khalti
// sandbox test in account-checkout.spec.ts does, at both widths.

test('a customer picks eSewa in the cart, pays in the sandbox, lands on /success and sees the order paid @phone', async ({
  page,
  request,
}, testInfo) => {
  const session = await registerAndLogIn(request, newCustomer(`esewa-${testInfo.project.name}`));
  const product = await inStockProduct(request, 6);
  await withSession(page, session);

  await addToCart(page, product);
  // The methods GET /payments/methods lists, eSewa with its note.
  const esewa = page.getByRole('radio', { name: /eSewa/ });
  await expect(page.locator('label', { has: esewa })).toContainText(
    'You will pay in the eSewa app or website.',
  );
  await esewa.check();
  await chooseDistrict(page);
  await page.getByRole('button', { name: 'Checkout' }).click();

  // The shop's start page posts eSewa's signed form to the sandbox at once.
  await expect(page).toHaveURL(/\/sandbox\/esewa\//);
  await expect(page.getByRole('heading', { name: 'eSewa sandbox payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/success\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment was successful' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order')!;

  const response = await request.get(`/api/v1/orders/${orderId}`, { headers: bearer(session.token) });
  expect(response.ok()).toBe(true);
  const order = (await response.json()) as Order;
  expect(order).toMatchObject({
    status: 'paid',
    payment_method: 'esewa',
    amount: withValleyDelivery(product.salePrice),
  });
  expect(order.transaction_code).toBeTruthy();
  // The thank-you page names the order as after Khalti (account-checkout.spec.ts checks its figures).
  await expect(page.getByRole('main')).toContainText(`#${order.orderNumber}`);

  await page.getByRole('link', { name: 'See my orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/orders/);
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Paid');
  await expect(card.getByTestId('order-payment')).toHaveText('Payment: eSewa');
});
