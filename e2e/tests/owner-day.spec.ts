import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { Order, Product } from '../../api/src/contracts';
import { bearer, logIn, logInAsAdmin, newCustomer, registerAndLogIn } from '../support/accounts';
import { createProduct, logInThroughPage, signInAsOwner } from '../support/admin';
import { placeCashOrders, setOrderStatus } from '../support/orders';
import { openPanel } from '../support/panel';

// Issue 55: the packer works as staff, the owner keeps a stock ledger, and the admin works on a 360 px phone.

/** The phone's run at 360 × 640, the narrowest phone the family uses; the desktop's at 1280. */
async function atIssueWidth(page: Page, project: string) {
  if (project === 'phone') await page.setViewportSize({ width: 360, height: 640 });
}

test('the packer signs in as staff, ships and delivers an order, and finds no refund button @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await atIssueWidth(page, testInfo.project.name);
  const packer = newCustomer(`packer-${testInfo.project.name}`);
  const { user } = await registerAndLogIn(request, packer);
  const owner = await logInAsAdmin(request);
  const promoted = await request.put(`/api/v1/auth/users/${user._id}`, {
    data: { role: 2 },
    headers: bearer(owner.token),
  });
  expect(promoted.ok()).toBe(true);
  const shopper = await registerAndLogIn(request, newCustomer(`packed-${testInfo.project.name}`));
  const [order] = (await placeCashOrders(request, shopper, 1)) as Order[];

  await logInThroughPage(page, packer.email, packer.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Their dashboard: orders and stock, no money.
  await expect(page.getByRole('group', { name: 'Orders to deliver' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
  await expect(page.getByText('Total Revenues')).toHaveCount(0);

  const panel = await openPanel(page, 'Admin Panel');
  const entries = await panel.getByRole('link').allInnerTexts();
  expect(entries.map((entry) => entry.trim())).toEqual([
    'Dashboard',
    'Add Products',
    'Manage Products',
    'Feedbacks',
    'Orders',
    'Returns',
  ]);
  await panel.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('link', { name: `View Details of order #${order.orderNumber}` }).click();
  // The packer ships it with one of the owner's couriers (issue 53), then marks it delivered when the courier says so.
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const shipForm = page.getByRole('form', { name: `Ship order #${order.orderNumber}` });
  await shipForm.getByRole('combobox', { name: 'Courier' }).selectOption('Nepal Can Move');
  await shipForm.getByRole('textbox', { name: 'Tracking number' }).fill(`NCM-${testInfo.project.name}-1`);
  await shipForm.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText('Order updated successfully').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ship', exact: true })).toHaveCount(0);
  const shipped = await request.get(`/api/v1/orders/${order._id}`, { headers: bearer(owner.token) });
  expect(((await shipped.json()) as Order).shipment).toMatchObject({ courier: 'Nepal Can Move' });
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(page.getByText('Order updated successfully').last()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refunds' })).toBeVisible();
  // A delivered cash order can be refunded, but not by the packer.
  await expect(page.getByRole('form', { name: 'Refund' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  const delivered = await request.get(`/api/v1/orders/${order._id}`, { headers: bearer(owner.token) });
  expect(((await delivered.json()) as Order).status).toBe('delivered');
  // The API says the same as the screen.
  const session = await logIn(request, packer.email, packer.password);
  const refused = await request.post(`/api/v1/orders/${order._id}/refunds`, {
    data: { amount: 10, reason: 'Trying' },
    headers: bearer(session.token),
  });
  expect(refused.status()).toBe(403);
});

test("the owner adjusts a variant's stock with a note and reads it in the ledger @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await atIssueWidth(page, testInfo.project.name);
  const owner = await logInAsAdmin(request);
  // E2E_PRODUCT_PREFIX: the Nepali walk tells the demo products from the tests' by it.
  const name = `E2E Ledger Stole ${testInfo.project.name} ${Date.now()}`;
  const plain = await createProduct(request, owner.token, { productName: name, stock: '0' });
  const saved = await request.put(`/api/v1/product/${plain._id}/variants`, {
    headers: bearer(owner.token),
    data: {
      options: [{ name: 'Colour', values: ['Maroon', 'Beige'] }],
      variants: [
        { options: { Colour: 'Maroon' }, stock: 3 },
        { options: { Colour: 'Beige' }, stock: 4 },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  const product = ((await saved.json()) as { product: Product }).product;

  await signInAsOwner(page, request);
  await page.goto(`/dashboard/admin/manage-product/${product._id}`);
  const ledger = page.getByRole('region', { name: 'Stock ledger' });
  await expect(ledger).toBeVisible();
  const form = ledger.getByRole('form', { name: 'Adjust stock' });
  await form.getByRole('combobox', { name: 'Variant' }).selectOption({ label: 'Beige (4 in stock)' });
  await form.getByRole('spinbutton', { name: 'Change' }).fill('-5');
  await form.getByRole('textbox', { name: 'Note' }).fill('Moths in the store room');
  await form.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(page.getByText('Stock cannot go below 0.')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Change' }).fill('-2');
  await form.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(page.getByText('Stock adjusted')).toBeVisible();

  const movements = ledger.getByRole('list', { name: 'Stock movements' }).getByRole('listitem');
  await expect(movements.first()).toContainText('−2');
  await expect(movements.first()).toContainText('Adjustment');
  await expect(movements.first()).toContainText('Beige');
  await expect(movements.first()).toContainText('Stock after: 2');
  await expect(movements.first()).toContainText('Moths in the store room');
  // The adjustment, each variant's creation, and the product's own (0, before it had variants).
  await expect(movements).toHaveCount(4);
  // One variant's story.
  await ledger.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Beige' });
  await expect(movements).toHaveCount(2);
  await expect(movements.nth(1)).toContainText('Created');
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});

/** Interactive things a finger must hit: each visible one's box, and whether it sits in a line of text. */
async function targetsOf(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]';
    return Array.from(document.querySelectorAll<HTMLElement>(selector)).flatMap((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return [];
      // WCAG 2.5.8's inline exception: a link within a sentence is as tall as the line of text it is in.
      const parentText = el.parentElement?.textContent?.trim() ?? '';
      const inline = style.display === 'inline' && parentText.length > (el.textContent?.trim().length ?? 0);
      const name =
        el.getAttribute('aria-label') ??
        el.textContent?.trim().slice(0, 40) ??
        el.getAttribute('name') ??
        el.tagName;
      return [
        {
          name: `${el.tagName.toLowerCase()} ${name}`,
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
          inline,
        },
      ];
    });
  });
}

/**
 * WCAG 2.2's 2.5.8 (Target Size, Minimum): each target is at least 24 × 24 CSS px, or a 24 px circle centred on it
 * meets no other target (nor another small target's circle); targets in a sentence are exempt.
 */
function tooSmall(targets: Awaited<ReturnType<typeof targetsOf>>): string[] {
  const R = 12;
  const centre = (t: (typeof targets)[number]) => ({ x: t.x + t.width / 2, y: t.y + t.height / 2 });
  const small = targets.filter((t) => !t.inline && (t.width < 24 - 0.5 || t.height < 24 - 0.5));
  return small
    .filter((t) => {
      const c = centre(t);
      return targets.some((other) => {
        if (other === t) return false;
        // The circle meets the other's box?
        const dx = Math.max(other.x - c.x, 0, c.x - (other.x + other.width));
        const dy = Math.max(other.y - c.y, 0, c.y - (other.y + other.height));
        if (dx * dx + dy * dy < R * R) return true;
        // Or the other small target's circle?
        if (!small.includes(other)) return false;
        const o = centre(other);
        return (o.x - c.x) ** 2 + (o.y - c.y) ** 2 < (2 * R) ** 2;
      });
    })
    .map((t) => `${t.name} (${Math.round(t.width)} × ${Math.round(t.height)})`);
}

test('every admin screen at 360 × 640: no sideways scroll of the page, every target 24 px or spaced', async ({
  page,
  request,
}) => {
  // Not tagged @phone: one walk, in the desktop project, which sets the 360 px size itself.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const owner = await logInAsAdmin(request);
  const customer = await registerAndLogIn(request, newCustomer('walk'));
  const [order] = (await placeCashOrders(request, customer, 1)) as Order[];
  // Delivered: its details show the refund form and the return's.
  await setOrderStatus(request, [order], 'delivered');
  const product = await createProduct(request, owner.token, {
    productName: `Walk Stole ${Date.now()}`,
    stock: '0',
  });
  await request.put(`/api/v1/product/${product._id}/variants`, {
    headers: bearer(owner.token),
    data: {
      options: [{ name: 'Colour', values: ['Maroon', 'Beige'] }],
      variants: [
        { options: { Colour: 'Maroon' }, stock: 3 },
        { options: { Colour: 'Beige' }, stock: 1 },
      ],
    },
  });
  await request.post('/api/v1/contact', {
    headers: bearer(customer.token),
    data: { name: customer.user.name, email: customer.user.email, message: 'The maroon stole is lovely.' },
  });
  const feedback = (await (
    await request.get('/api/v1/contact', { headers: bearer(owner.token) })
  ).json()) as {
    _id: string;
  }[];
  await signInAsOwner(page, request);

  const screens: [string, string][] = [
    ['Dashboard', '/dashboard/admin/dashboard'],
    ['Manage Products', '/dashboard/admin/manage-products'],
    ['Add Products', '/dashboard/admin/create-product'],
    ['the product form with variants and its ledger', `/dashboard/admin/manage-product/${product._id}`],
    ['Orders', '/dashboard/admin/adminorders'],
    ['Order details with its refund form', `/dashboard/admin/adminorders/${order._id}`],
    ['Returns', '/dashboard/admin/returns'],
    ['Discounts', '/dashboard/admin/discounts'],
    ['New discount', '/dashboard/admin/discounts/new'],
    ['Delivery', '/dashboard/admin/delivery'],
    ['Users', '/dashboard/admin/users'],
    ['Manage user', `/dashboard/admin/users/${customer.user._id}`],
    ['Feedbacks', '/dashboard/admin/feedbacks'],
    ['Manage feedback', `/dashboard/admin/feedbacks/${feedback[0]._id}`],
    ['Reviews', '/dashboard/admin/reviews'],
    ['Couriers', '/dashboard/admin/couriers'],
    ['Messages', '/dashboard/admin/emails'],
    ['Settings', '/dashboard/admin/settings'],
  ];
  const found: Record<string, { scroll: number; small: string[] }> = {};
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // The side panel's Menu opened too: its entries are targets as well.
    const menu = page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('button', { name: 'Menu' });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    const targets = await targetsOf(page);
    // The sidebar's entries alone are ten: a walk that found none would prove nothing.
    expect(targets.length).toBeGreaterThan(10);
    found[name] = { scroll, small: tooSmall(targets) };
  }
  expect(found).toEqual(Object.fromEntries(screens.map(([name]) => [name, { scroll: 0, small: [] }])));
});
