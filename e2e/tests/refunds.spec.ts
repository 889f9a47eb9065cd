import { formatRupees, type CreateOrderRequest, type KhaltiOrderResponse } from '../../api/src/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { bearer, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { signInAsOwner } from '../support/admin';
import { listProducts, isPlain } from '../support/api';
import { customerInfoOf, placeCashOrders, setOrderStatus } from '../support/orders';

// Issue 40: refunds through the Khalti sandbox with a line restocked, and a customer's return from My orders.

/** A Khalti order of two units of a well-stocked product, paid on the built-in sandbox. */
async function paidKhaltiOrder(request: APIRequestContext, tag: string) {
  const session = await registerAndLogIn(request, newCustomer(tag));
  const product = (await listProducts(request, { inStock: 'true' })).find(
    (p) => p.stock >= 5 && p.salePrice >= 10 && isPlain(p),
  )!;
  const payload: CreateOrderRequest = {
    amount: Math.round(product.salePrice * 2 * 100) / 100,
    customer_info: customerInfoOf(session),
    products_details: [{ identity: product._id, quantity: 2 }],
    payment_method: 'khalti',
  };
  const placed = await request.post('/api/v1/create-orders', {
    data: payload,
    headers: bearer(session.token),
  });
  expect(placed.status()).toBe(201);
  const { data, order } = (await placed.json()) as KhaltiOrderResponse;
  // Pay on the sandbox's page, then follow Khalti's return to the shop, which verifies and marks it paid.
  const paid = await request.post(`/sandbox/khalti/pay/${data.pidx}`, {
    form: { action: 'pay' },
    maxRedirects: 0,
  });
  const returnUrl = new URL(paid.headers().location);
  await request.get(returnUrl.pathname + returnUrl.search, { maxRedirects: 0 });
  return { session, order, product };
}

/** Waits for the mail worker to hand the e-mail to the built-in SMTP server, and opens it. */
async function expectMail(page: Page, to: string, subject: string, text: string) {
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject });
  await expect(async () => {
    await page.goto('/sandbox/mailbox');
    await expect(row.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await row.first().getByRole('link', { name: subject }).click();
  await expect(page.getByText(text).first()).toBeVisible();
}

test('the admin refunds part of a paid Khalti order with a line restocked, sees it in the list, and the customer is e-mailed @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const { session, order, product } = await paidKhaltiOrder(request, `refund-${testInfo.project.name}`);
  const part = product.salePrice;

  await signInAsOwner(page, request);
  await page.goto(`/dashboard/admin/adminorders/${order._id}`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toBeVisible();
  const form = refunds.getByRole('form', { name: 'Refund' });
  await form.getByLabel('Amount (Rs.)').fill(String(part));
  await form.getByLabel('Reason').fill('One shawl came back damaged');
  await form.getByLabel(`${product.productName} (ordered 2)`).fill('1');
  await form.getByRole('button', { name: 'Refund' }).click();

  // The confirmation names the amount and how the money goes back; 'Not now' changes nothing.
  const question = page.getByRole('dialog', { name: `Refund ${formatRupees(part)}?` });
  await expect(question).toContainText('to your Khalti wallet');
  await question.getByRole('button', { name: 'Not now' }).click();
  await expect(question).toBeHidden();
  await form.getByRole('button', { name: 'Refund' }).click();
  await question.getByRole('button', { name: `Refund ${formatRupees(part)}` }).click();
  await expect(page.getByText('Refund made')).toBeVisible();

  const list = refunds.getByRole('list', { name: 'Refunds' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(formatRupees(part));
  await expect(list).toContainText('succeeded');
  await expect(page.getByText(`Refunded ${formatRupees(part)}`).first()).toBeVisible();

  // The orders list shows it beside the total.
  await page.goto(`/dashboard/admin/adminorders?q=${order.orderNumber}`);
  const row = page.getByRole('row').filter({ hasText: `#${order.orderNumber}` });
  await expect(row).toContainText(`Refunded ${formatRupees(part)}`);

  await expectMail(
    page,
    session.user.email,
    `Your refund of ${formatRupees(part)} for order #${order.orderNumber}`,
    'to your Khalti wallet',
  );
});

test('the customer requests a return from My orders and sees its status change once the admin approves @phone', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const session = await registerAndLogIn(request, newCustomer(`return-${testInfo.project.name}`));
  const [order] = await placeCashOrders(request, session, 1);
  await setOrderStatus(request, [order], 'delivered');

  await withSession(page, session);
  await page.goto('/dashboard/user/orders');
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await card.getByRole('button', { name: 'Request a return' }).click();
  const form = card.getByRole('form', { name: 'Request a return' });
  await form.getByLabel(`${order.products[0].name} (ordered 1)`).fill('1');
  await form.getByLabel('Reason').fill('The colour is not as pictured');
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(card.getByText('Return request:')).toContainText('Requested');
  await expect(card.getByRole('button', { name: 'Request a return' })).toHaveCount(0);

  // The admin approves it from the order's details.
  const admin = await browser.newPage();
  await signInAsOwner(admin, request);
  await admin.goto(`/dashboard/admin/adminorders/${order._id}`);
  const request_ = admin.getByRole('group', { name: 'Return request' });
  await expect(request_).toContainText('The colour is not as pictured');
  await request_.getByLabel('Note to the customer (optional)').fill('Please post it back to us');
  await request_.getByRole('button', { name: 'Approve' }).click();
  await expect(request_).toContainText('Approved');
  // The refund form is prefilled with the returned line's value.
  await expect(admin.getByRole('form', { name: 'Refund' }).getByLabel('Amount (Rs.)')).toHaveValue(
    String(order.products[0].unitPrice),
  );
  await admin.close();

  await page.reload();
  await expect(card.getByText('Return request:')).toContainText('Approved');
  await expect(card).toContainText('Please post it back to us');
});
