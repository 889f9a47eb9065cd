import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '../support/test';
import { shippedNote, type Courier, type Order, type TrackedOrder } from '../../api/src/contracts';
import { bearer, logInAsAdmin, newCustomer, registerAndLogIn, withSession } from '../support/accounts';
import { signInAsOwner } from '../support/admin';
import { placeCashOrders } from '../support/orders';

// Issue 53's journeys at 375 and 1280 px: the owner adds a courier and ships an order from its details; the customer
// reads 'Shipped on <date> with <courier>' in My orders and follows the courier's link, or the shop's /track page when
// the courier has no link; /ne/track in Nepali. The phone check before cash on delivery, a setting of the whole shop,
// is tests/shop-wide/settings.spec.ts's.

/** A customer with a phone of their own, so the SMS outbox's texts to it are theirs alone. */
function customerWithOwnPhone(tag: string) {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { ...newCustomer(tag), phone: `98${digits}` };
}

/** A courier of this run's own (its name unique in the shop), made by the owner through the API. */
async function addCourier(request: APIRequestContext, tag: string, trackingUrl: string): Promise<Courier> {
  const owner = await logInAsAdmin(request);
  const created = await request.post('/api/v1/couriers', {
    data: { name: `E2E ${tag} ${Date.now()}`, trackingUrl },
    headers: bearer(owner.token),
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Courier;
}

async function ship(request: APIRequestContext, order: Order, courier: Courier, trackingNumber: string) {
  const owner = await logInAsAdmin(request);
  const shipped = await request.put(`/api/v1/orders/${order._id}`, {
    data: { status: 'shipped', courier: courier.name, trackingNumber },
    headers: bearer(owner.token),
  });
  expect(shipped.ok()).toBe(true);
}

/** '28 Nov 2026', as My orders writes a day (en-GB, the browser's time zone, which is this machine's). */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));

/**
 * A courier's own tracking page, a real HTTP server in the test process: it answers with the number it was asked
 * about, so following the link shows where it went.
 */
async function startCourierSite() {
  const server = http.createServer((req, res) => {
    const id = new URL(req.url ?? '/', 'http://localhost').searchParams.get('id') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Courier</title><h1>Parcel ${id.replace(/[^\w-]/g, '')}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/track?id={tracking}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the owner adds a courier with a tracking link and ships an order from its details @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const shopper = await registerAndLogIn(request, customerWithOwnPhone(`ship-${project}`));
  const [order] = await placeCashOrders(request, shopper, 1);
  const name = `E2E Courier ${project} ${Date.now()}`;
  const template = `https://example-courier.com.np/track?run=${Date.now()}&id={tracking}`;
  const trackingNumber = `NCM-${Date.now()}`;

  await signInAsOwner(page, request);
  await page.goto('/dashboard/admin/couriers');
  await expect(page.getByRole('heading', { level: 1, name: 'Couriers' })).toBeVisible();
  // A new shop's two, without links.
  await expect(page.getByText('Nepal Can Move').first()).toBeVisible();
  const form = page.getByRole('form', { name: 'New courier' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Tracking link' }).fill(template);
  await form.getByRole('button', { name: 'Add courier' }).click();
  await expect(page.getByText('Courier saved')).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(template)).toBeVisible();

  await page.goto(`/dashboard/admin/adminorders/${order._id}`);
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const shipForm = page.getByRole('form', { name: `Ship order #${order.orderNumber}` });
  await shipForm.getByRole('combobox', { name: 'Courier' }).selectOption(name);
  await shipForm.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNumber);
  await shipForm.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText('Order updated successfully')).toBeVisible();
  await expect(page.getByText('Shipped').first()).toBeVisible();
  // Shipped, it is delivered next: no second 'Ship'.
  await expect(page.getByRole('button', { name: 'Ship', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  const owner = await logInAsAdmin(request);
  const saved = (await (
    await request.get(`/api/v1/orders/${order._id}`, { headers: bearer(owner.token) })
  ).json()) as Order;
  expect(saved.status).toBe('shipped');
  expect(saved.shipment).toMatchObject({
    courier: name,
    trackingNumber,
    trackingUrl: template.replace('{tracking}', trackingNumber),
  });
  expect(page.viewportSize()!.width).toBe(project === 'phone' ? 375 : 1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test("the customer reads 'Shipped on … with …' in My orders and follows the courier's link @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const site = await startCourierSite();
  try {
    const courier = await addCourier(request, `Linked ${project}`, site.template);
    const shopper = await registerAndLogIn(request, customerWithOwnPhone(`shipped-${project}`));
    const [order] = await placeCashOrders(request, shopper, 1);
    const trackingNumber = `PP-${Date.now()}`;
    await ship(request, order, courier, trackingNumber);
    const shipped = (await (
      await request.get(`/api/v1/orders/${order._id}`, { headers: bearer(shopper.token) })
    ).json()) as Order;

    await withSession(page, shopper);
    await page.goto('/dashboard/user/orders');
    const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
    await expect(card.getByText(shippedNote(dayOf(shipped.shipment!.shippedAt), courier.name))).toBeVisible();
    await expect(card).toContainText(trackingNumber);
    const link = card.getByRole('link', { name: 'Track your order' });
    await expect(link).toHaveAttribute('href', site.template.replace('{tracking}', trackingNumber));
    const [courierPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(courierPage.getByRole('heading', { name: `Parcel ${trackingNumber}` })).toBeVisible();
    await courierPage.close();
  } finally {
    await site.close();
  }
});

test("a courier without a link: My orders leads to the shop's /track, filled in, and /track finds the order by number and phone @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const courier = await addCourier(request, `Unlinked ${project}`, '');
  const customer = customerWithOwnPhone(`track-${project}`);
  const shopper = await registerAndLogIn(request, customer);
  const [order] = await placeCashOrders(request, shopper, 1);
  const trackingNumber = `T${Date.now()}`;
  await ship(request, order, courier, trackingNumber);

  await withSession(page, shopper);
  await page.goto('/dashboard/user/orders');
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await expect(card.getByText(new RegExp(`Shipped on .+ with ${courier.name}`))).toBeVisible();
  await card.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?number=${order.orderNumber}&phone=${customer.phone}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue(String(order.orderNumber));
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(customer.phone);
  const result = page.getByRole('region', { name: `Order #${order.orderNumber}` });
  await expect(result.getByText('Status: Shipped')).toBeVisible();
  await expect(result).toContainText(`With ${courier.name}, tracking number ${trackingNumber}.`);
  await expect(result.getByRole('link')).toHaveCount(0);

  // Anyone with the number and the phone, from the empty page; a wrong phone tells nothing.
  await page.goto('/track');
  await page.getByRole('textbox', { name: 'Order number' }).fill(String(order.orderNumber));
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9800000000');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not find an order with that number and phone.');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(customer.phone);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(result.getByText('Status: Shipped')).toBeVisible();
  await expect(result.getByRole('listitem')).toHaveCount(2);
  // Nothing but the order's steps: no name, no address.
  await expect(page.getByRole('main')).not.toContainText(customer.name);
  await expect(page.getByRole('main')).not.toContainText(customer.address);
  const tracked = (await (
    await request.get(`/api/v1/orders/track?number=${order.orderNumber}&phone=${customer.phone}`)
  ).json()) as TrackedOrder;
  expect(tracked.status).toBe('shipped');
  expect(page.viewportSize()!.width).toBe(project === 'phone' ? 375 : 1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('/ne/track finds an order by number and phone in Nepali, and tells a wrong phone in Nepali', async ({
  page,
  request,
}) => {
  const courier = await addCourier(request, 'Nepali', '');
  const customer = customerWithOwnPhone('track-ne');
  const shopper = await registerAndLogIn(request, customer);
  const [order] = await placeCashOrders(request, shopper, 1);
  await ship(request, order, courier, `NE${Date.now()}`);

  await page.goto('/ne/track');
  await expect(page.getByRole('heading', { level: 1, name: 'आफ्नो अर्डर ट्र्याक गर्नुहोस्' })).toBeVisible();
  await page.getByRole('textbox', { name: 'अर्डर नम्बर' }).fill(String(order.orderNumber));
  await page.getByRole('textbox', { name: 'फोन नम्बर' }).fill('9800000000');
  await page.getByRole('button', { name: 'ट्र्याक गर्नुहोस्' }).click();
  await expect(page.getByRole('alert')).toHaveText('त्यो नम्बर र फोनको अर्डर भेटिएन।');

  await page.getByRole('textbox', { name: 'फोन नम्बर' }).fill(customer.phone);
  await page.getByRole('button', { name: 'ट्र्याक गर्नुहोस्' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/ne/track\\?number=${order.orderNumber}&phone=${customer.phone}$`),
  );
  const result = page.getByRole('region', { name: /^अर्डर / });
  // 'Status: Shipped', and its steps (cash on delivery, then shipped), in Nepali.
  await expect(result.getByText('अवस्था: पठाइयो')).toBeVisible();
  await expect(result.getByRole('listitem')).toHaveCount(2);
  await expect(result.getByRole('listitem').first()).toContainText('क्यास अन डेलिभरी');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Shipped');
});
