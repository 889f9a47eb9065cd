import { expect, test } from '../support/test';
import type { EmailLogEntry } from '../../api/src/contracts';
import { bearer, logInAsAdmin, newCustomer, registerAndLogIn } from '../support/accounts';
import { signInAsOwner } from '../support/admin';
import { placeCashOrders } from '../support/orders';

// Issue 38, item 9: the admin's dashboard and e-mail log at 375 and 1280 px.

test("the dashboard's Total Revenues figure stays on one line, in lining figures @phone", async ({
  page,
  request,
}) => {
  await signInAsOwner(page, request);
  await page.goto('/dashboard/admin/dashboard');
  const card = page.getByRole('group', { name: 'Total Revenues' });
  const figure = card.getByText(/^Rs\./);
  await expect(figure).toBeVisible();
  await expect(figure).toHaveCSS('font-variant-numeric', /lining-nums/);

  // A shop's real revenue (a crore and more), in place of the test shop's few orders: the card makes room for it.
  await figure.evaluate((el) => {
    el.textContent = 'Rs. 1,23,45,678.50';
  });
  const lineHeight = await figure.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const box = (await figure.boundingBox())!;
  expect(box.height).toBeLessThan(lineHeight * 1.5);
  const cardBox = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test("the e-mail log keeps an address's words whole at 1280 px, and a card shows 'Last error' only for an error @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  // An address as people have them: a name of a dozen letters, no hyphens (which are a break of their own).
  const address = `sitasharma${Date.now().toString(36)}@pashmina.test`;
  const session = await registerAndLogIn(request, { ...newCustomer('email-width'), email: address });
  await placeCashOrders(request, session, 1);
  const admin = await logInAsAdmin(request);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/emails', {
          params: { q: session.user.email },
          headers: bearer(admin.token),
        });
        return ((await response.json()) as EmailLogEntry[]).map((e) => e.status);
      },
      { timeout: 20_000 },
    )
    .toContain('sent');

  await signInAsOwner(page, request);
  await page.goto(`/dashboard/admin/emails?q=${encodeURIComponent(session.user.email)}&status=sent`);
  const row = page.getByRole('row').filter({ hasText: session.user.email }).first();
  await expect(row).toBeVisible();
  const to = row.locator('td[data-label="To"] span');
  await expect(to).toHaveText(session.user.email);

  // At 1280 px each half of the address (the name, then '@' and the domain) is on one line: no break inside a word.
  // (A phone may break a test address longer than its screen.)
  const linesOfEachHalf = await to.evaluate((el) =>
    Array.from(el.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      }),
  );
  if (testInfo.project.name === 'desktop') expect(linesOfEachHalf).toEqual([1, 1]);

  // A sent e-mail has no error: its cell is empty, and a phone's card leaves the line out.
  const error = row.locator('td[data-label="Last error"]');
  await expect(error).toBeEmpty();
  if (testInfo.project.name === 'phone') {
    await expect(row).toHaveCSS('display', 'block');
    await expect(error).toBeHidden();
  } else {
    await expect(row).toHaveCSS('display', 'table-row');
    const table = (await page.getByRole('table', { name: 'E-mails' }).boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(1280);
  }
});
