import { eq, sql } from 'drizzle-orm';
import {
  type CreateOrderResponse,
  discountLabel,
  formatRupees,
  type KhaltiOrderResponse,
} from '../../src/contracts';
import { emails, khaltiSandboxPayments, orders, type ProductRow, products } from '../../src/database';
import { KhaltiRecheckService } from '../../src/payments';
import { CUSTOMER_INFO, lineOf, payloadOf, placeOrder, prepareProducts, pressSandbox } from '../fixtures';
import { bearer, CUSTOMER_EMAIL, startTestApp, type TestApp } from '../harness';
import { eventually, type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink';

// Issue 24: the order e-mails of docs/rules.md (E-mail), each read back from a real SMTP server in this process.

const SHOP_ALERT_EMAIL = 'orders@pashmina.test';
/** The shop's contact as its settings give it, which every customer e-mail ends with. */
const SHOP = { phone: '+977 61-465000', email: 'care@pashmina.test', address: 'Lakeside, Pokhara, Nepal' };
const ACCENT = '#6b1f2a';

describe('order e-mails', () => {
  let t: TestApp;
  let sink: SmtpSink;
  /** Rs. 2,500, and Rs. 1,200 less 10 %. */
  let shawl: ProductRow;
  let muffler: ProductRow;
  let scarce: ProductRow;
  /** Rs. 1,499.85: paisa that cash on delivery does not pay. */
  let paisa: ProductRow;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      products: 4,
      // The demo customer's orders in every status, written by the seed as on a first development start.
      demoActivity: true,
      env: {
        SMTP_URL: sink.url,
        SHOP_ALERT_EMAIL,
        MAIL_POLL_MS: '50',
        SHOP_PHONE: SHOP.phone,
        SHOP_EMAIL: 'Care@Pashmina.test',
        SHOP_ADDRESS: SHOP.address,
      },
    });
    [shawl, muffler, scarce, paisa] = await prepareProducts(t, [
      { pricePaisa: 250_000, stock: 100 },
      { pricePaisa: 120_000, discount: 10, stock: 100 },
      { pricePaisa: 90_000, stock: 1 },
      { pricePaisa: 149_985, stock: 100 },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const numberOf = async (orderId: string) =>
    (await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, orderId)))[0].n;
  const rowsOf = (orderId: string) => t.db.select().from(emails).where(eq(emails.orderId, orderId));
  const about = (n: number) => (mail: ReceivedMail) => mail.subject.includes(`#${n}`);
  const subjectIs = (subject: string) => (mail: ReceivedMail) => mail.subject === subject;
  const one = async (subject: string) => {
    const [mail] = await sink.waitFor(subjectIs(subject));
    return mail;
  };
  const cod = async (lines = [lineOf(shawl, 2), lineOf(muffler, 1)], info = CUSTOMER_INFO) => {
    const res = await placeOrder(t, { ...payloadOf(lines), customer_info: info }).expect(201);
    const order = (res.body as CreateOrderResponse).order;
    return { id: order._id, n: await numberOf(order._id) };
  };
  const khalti = async (lines = [lineOf(shawl, 1)]) => {
    const body = (await placeOrder(t, payloadOf(lines, 'khalti')).expect(201)).body as KhaltiOrderResponse;
    return { id: body.order._id, n: await numberOf(body.order._id), pidx: body.data.pidx };
  };
  /** Pay or Cancel on the sandbox's page, then the browser's return to the shop, which settles the order. */
  const settle = async (pidx: string, action: 'pay' | 'cancel') => {
    const url = new URL(await pressSandbox(t, pidx, action));
    await t.http.get(url.pathname + url.search).expect(303);
  };
  const setStatus = (id: string, status: string) =>
    t.http.put(`/api/v1/orders/${id}`).set(bearer(t.adminToken)).send({ status }).expect(200);
  /** The shop's amount, in both parts. */
  const expectAmount = (mail: ReceivedMail, rupees: number) => {
    expect(mail.text).toContain(formatRupees(rupees));
    expect(mail.html).toContain(formatRupees(rupees));
  };
  /**
   * Number, lines (name, unit price, quantity, line total), total, payment method, address and the orders link, in
   * both parts.
   */
  const expectOrder = (mail: ReceivedMail, n: number, total: number, payment: string) => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`#${n}`);
      expect(part).toContain(shawl.name);
      expect(part).toContain(payment);
      expect(part).toContain(CUSTOMER_INFO.address);
    }
    expect(mail.text).toMatch(
      new RegExp(
        `${escape(shawl.name)}\\s+${escape(formatRupees(2500))}\\s+2\\s+${escape(formatRupees(5000))}`,
      ),
    );
    expect(mail.text).toMatch(
      new RegExp(
        `${escape(muffler.name)}\\s+${escape(formatRupees(1080))}\\s+1\\s+${escape(formatRupees(1080))}`,
      ),
    );
    expectAmount(mail, total);
  };

  /** The shop's phone, e-mail and address, in both parts, with the phone and e-mail as links. */
  const expectShopContact = (mail: ReceivedMail) => {
    for (const part of [mail.text, mail.html])
      for (const value of Object.values(SHOP)) expect(part).toContain(value);
    expect(mail.html).toContain(`href="tel:+97761465000"`);
    expect(mail.html).toContain(`href="mailto:${SHOP.email}"`);
  };
  /** A title (the subject), and every link in the shop's colour: a text link's colour, the button's background. */
  const expectFrame = (mail: ReceivedMail) => {
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    const anchors = mail.html.match(/<a\b[^>]*>/g) ?? [];
    expect(anchors.length).toBeGreaterThan(0);
    for (const anchor of anchors) expect(anchor).toMatch(new RegExp(`color:\\s*${ACCENT}`, 'i'));
  };

  it('sent nothing for the orders the seed wrote', async () => {
    const [{ seeded }] = await t.db.select({ seeded: sql<number>`count(*)::int` }).from(orders);
    expect(seeded).toBeGreaterThan(3);
    expect(await t.db.select().from(emails)).toEqual([]);
  });

  it('confirms a cash-on-delivery order to the customer and alerts the shop, with the lines, total, payment and address', async () => {
    const { id, n } = await cod();
    const confirmed = await one(`Your Pashmina Shop order #${n} is confirmed`);
    expect(confirmed.rcptTo).toEqual([CUSTOMER_INFO.email]);
    expect(confirmed.to).toEqual([CUSTOMER_INFO.email]);
    expectOrder(confirmed, n, 6080, 'Cash on delivery');
    expect(confirmed.text).toContain(`${t.config.publicUrl}/dashboard/user/orders`);
    expect(confirmed.html).toContain(`href="${t.config.publicUrl}/dashboard/user/orders"`);
    expect(confirmed.parsed.from?.value.map((from) => from.address)).toEqual([
      `no-reply@${new URL(t.config.publicUrl).hostname}`,
    ]);

    const alert = await one(`New order #${n}: ${formatRupees(6080)}`);
    expect(alert.rcptTo).toEqual([SHOP_ALERT_EMAIL]);
    expectOrder(alert, n, 6080, 'Cash on delivery');
    expect(alert.text).toContain(`${t.config.publicUrl}/dashboard/admin/adminorders/${id}`);

    // The worker records the server's acceptance right after it.
    await eventually(
      async () => (await rowsOf(id)).every((row) => row.status === 'sent'),
      'the e-mails are not recorded as sent',
    );
    expect((await rowsOf(id)).map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual([
      ['new-order', 'sent', 1],
      ['order-confirmed', 'sent', 1],
    ]);
  });

  it("names the customer's phone and e-mail in the shop's alert, in plain English; the customer's e-mails end with the shop's contact", async () => {
    const { n } = await cod();
    const alert = await one(`New order #${n}: ${formatRupees(6080)}`);
    for (const part of [alert.text, alert.html]) {
      expect(part).toContain(`New order #${n} from ${CUSTOMER_INFO.name}: ${formatRupees(6080)}`);
      expect(part).toContain(CUSTOMER_INFO.phone);
      expect(part).toContain(CUSTOMER_INFO.email);
      // The shop's own alert is not told how to reach the shop.
      expect(part).not.toContain(SHOP.phone);
    }
    expect(alert.html).toContain(`href="mailto:${CUSTOMER_INFO.email}"`);
    expectFrame(alert);

    const confirmed = await one(`Your Pashmina Shop order #${n} is confirmed`);
    expectShopContact(confirmed);
    expectFrame(confirmed);
    // Every receipt has its subtotal, even with nothing taken off or added (issue 51).
    expect(confirmed.text).toMatch(
      new RegExp(
        `Subtotal\\s+${escape(formatRupees(6080))}\\s+Delivery \\(Kathmandu\\)\\s+Free\\s+Total\\s+${escape(formatRupees(6080))}`,
      ),
    );
  });

  it("ends an account's e-mail (a password reset) with the shop's contact too, its link in the shop's colour", async () => {
    await t.http
      .post('/api/v1/auth/forgot-password')
      .set('X-Forwarded-For', '10.38.5.1')
      .send({ email: CUSTOMER_EMAIL })
      .expect(200);
    const reset = await one('Reset your Pashmina Shop password');
    expect(reset.rcptTo).toEqual([CUSTOMER_EMAIL]);
    expectShopContact(reset);
    expectFrame(reset);
    expect(reset.html).toMatch(
      new RegExp(
        `<a href="${escape(t.config.publicUrl)}/reset-password\\?token=[^"]+"[^>]*[";]color:${ACCENT}`,
      ),
    );
  });

  it('shows the subtotal above a discount code and the total after it', async () => {
    const code = 'MAIL-10';
    await t.http
      .post('/api/v1/discounts')
      .set(bearer(t.adminToken))
      .send({ code, type: 'percent', value: 10 })
      .expect(201);
    const res = await placeOrder(t, {
      ...payloadOf([lineOf(shawl, 1)]),
      amount: 2250,
      discount_code: code,
      customer_info: CUSTOMER_INFO,
    }).expect(201);
    const n = await numberOf((res.body as CreateOrderResponse).order._id);
    for (const mail of [
      await one(`Your Pashmina Shop order #${n} is confirmed`),
      await one(`New order #${n}: ${formatRupees(2250)}`),
    ]) {
      expect(mail.text).toMatch(
        new RegExp(
          `Subtotal\\s+${escape(formatRupees(2500))}\\s+${escape(discountLabel(code))}\\s+− ${escape(formatRupees(250))}\\s+Delivery \\(Kathmandu\\)\\s+Free\\s+Total\\s+${escape(formatRupees(2250))}`,
        ),
      );
      expect(mail.html.indexOf('Subtotal')).toBeLessThan(mail.html.indexOf(discountLabel(code)));
    }
  });

  it('asks for whole rupees in cash: the subtotal, the rounding the shop gives, and the total, in both parts', async () => {
    const { n } = await cod([lineOf(paisa, 1)]);
    const confirmed = await one(`Your Pashmina Shop order #${n} is confirmed`);
    for (const part of [confirmed.text, confirmed.html])
      expect(part).toContain(`Please have ${formatRupees(1499)} ready in cash when it is delivered.`);
    for (const mail of [confirmed, await one(`New order #${n}: ${formatRupees(1499)}`)]) {
      expect(mail.text).toMatch(
        new RegExp(
          `Subtotal\\s+${escape(formatRupees(1499.85))}\\s+Delivery \\(Kathmandu\\)\\s+Free\\s+Rounding\\s+−Rs\\. 0\\.85\\s+Total\\s+${escape(formatRupees(1499))}`,
        ),
      );
      expect(mail.html).toContain('−Rs. 0.85');
      expect(mail.html.indexOf('Rounding')).toBeLessThan(mail.html.lastIndexOf('Total'));
    }
  });

  it('sends nothing for an order awaiting its Khalti payment until it is paid, then confirms it', async () => {
    const awaiting = await khalti();
    // A later order's e-mails are sent once the earlier rows would have been: the awaiting order had none.
    const later = await cod([lineOf(muffler, 1)]);
    await sink.waitFor(about(later.n), 2);
    expect(sink.received.filter(about(awaiting.n))).toEqual([]);
    expect(await rowsOf(awaiting.id)).toEqual([]);

    await settle(awaiting.pidx, 'pay');
    const confirmed = await one(`Your Pashmina Shop order #${awaiting.n} is confirmed`);
    expect(confirmed.rcptTo).toEqual([CUSTOMER_INFO.email]);
    expect(confirmed.text).toContain('Khalti');
    expectAmount(confirmed, 2500);
    const alert = await one(`New order #${awaiting.n}: ${formatRupees(2500)}`);
    expect(alert.rcptTo).toEqual([SHOP_ALERT_EMAIL]);
  });

  it('tells the customer when an order is delivered', async () => {
    const { id, n } = await cod();
    await setStatus(id, 'delivered');
    const delivered = await one(`Your Pashmina Shop order #${n} has been delivered`);
    expect(delivered.rcptTo).toEqual([CUSTOMER_INFO.email]);
    expectOrder(delivered, n, 6080, 'Cash on delivery');
    expect(delivered.text).toContain(`${t.config.publicUrl}/dashboard/user/orders`);
    expect(delivered.html).toMatch(
      new RegExp(`<a href="${escape(t.config.publicUrl)}/ReturnAndExchange"[^>]*>Return and Exchange</a>`),
    );
    expect(delivered.text).toContain(`${t.config.publicUrl}/ReturnAndExchange`);
    expectShopContact(delivered);
    expectFrame(delivered);
  });

  it('tells the customer when an admin cancels; a paid Khalti order is refunded instead, and the refund told', async () => {
    const paid = await khalti([lineOf(shawl, 2), lineOf(muffler, 1)]);
    await settle(paid.pidx, 'pay');
    await sink.waitFor(about(paid.n), 2);
    // A paid order is closed by a refund (docs/rules.md, Refunds), never a cancel.
    await t.http
      .put(`/api/v1/orders/${paid.id}`)
      .set(bearer(t.adminToken))
      .send({ status: 'cancelled' })
      .expect(409);
    await t.http
      .post(`/api/v1/orders/${paid.id}/refunds`)
      .set(bearer(t.adminToken))
      .send({ amount: 6080, reason: 'Out of stock after all' })
      .expect(201);
    const refund = await one(`Your refund of ${formatRupees(6080)} for order #${paid.n}`);
    expect(refund.rcptTo).toEqual([CUSTOMER_EMAIL]);
    expectOrder(refund, paid.n, 6080, 'Khalti');
    expect(refund.text).toContain('to your Khalti wallet');
    expect(refund.text).toContain('Out of stock after all');
    expectShopContact(refund);
    expectFrame(refund);

    const cash = await cod();
    await setStatus(cash.id, 'cancelled');
    const plain = await one(`Your Pashmina Shop order #${cash.n} has been cancelled`);
    expect(plain.text).not.toContain('refund');
    // How to reach the shop, in the message itself and at its end.
    expect(plain.text).toMatch(
      new RegExp(`Did you not expect this, or want to order again\\? Call us on\\s+${escape(SHOP.phone)}`),
    );
    expectShopContact(plain);
    expectFrame(plain);
  });

  it("tells the customer when Khalti's cancel or the payment's expiry cancels an order", async () => {
    const cancelledAtKhalti = await khalti();
    await settle(cancelledAtKhalti.pidx, 'cancel');
    const cancelled = await one(`Your Pashmina Shop order #${cancelledAtKhalti.n} has been cancelled`);
    expect(cancelled.rcptTo).toEqual([CUSTOMER_INFO.email]);
    expect(cancelled.text).not.toContain('refund');

    // A link that expired at Khalti, of an order placed two hours ago: the re-check job finds it due.
    const expired = await khalti();
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, expired.id));
    await t.db
      .update(khaltiSandboxPayments)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(khaltiSandboxPayments.pidx, expired.pidx));
    await t.app.get(KhaltiRecheckService).recheckStale();
    const lapsed = await one(`Your Pashmina Shop order #${expired.n} has been cancelled`);
    expect(lapsed.rcptTo).toEqual([CUSTOMER_INFO.email]);
    expect(sink.received.filter(about(expired.n))).toHaveLength(1);
  });

  it('sends nothing for the checkouts that rolled back for want of stock', async () => {
    const rowsBefore = (await t.db.select().from(emails)).length;
    const receivedBefore = sink.received.length;
    // Four shoppers at once for the last one: all find it in stock, one gets it, the others' transactions roll back.
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() => placeOrder(t, payloadOf([lineOf(scarce, 1)]))),
    );
    expect(responses.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = (responses.find((res) => res.status === 201)!.body as CreateOrderResponse).order._id;
    const rows = await t.db.select().from(emails);
    expect(rows).toHaveLength(rowsBefore + 2);
    expect(rows.filter((row) => row.orderId === winner)).toHaveLength(2);
    await sink.waitFor(about(await numberOf(winner)), 2);
    // The shop's next order's e-mails come after any of theirs would have.
    const later = await cod([lineOf(muffler, 1)]);
    await sink.waitFor(about(later.n), 2);
    expect(sink.received.length).toBe(receivedBefore + 4);
  });

  it("mails only the account's address, never the checkout's e-mail, which the order keeps and shows", async () => {
    const typed = 'someone-else@evil.test';
    const { id, n } = await cod([lineOf(shawl, 1)], { ...CUSTOMER_INFO, email: typed });
    const shown = await t.http.get(`/api/v1/orders/${id}`).set(bearer(t.customerToken)).expect(200);
    expect(shown.body.customer_information.email).toBe(typed);

    const confirmed = await one(`Your Pashmina Shop order #${n} is confirmed`);
    expect(confirmed.rcptTo).toEqual([CUSTOMER_EMAIL]);
    expect(confirmed.to).toEqual([CUSTOMER_EMAIL]);
    await setStatus(id, 'delivered');
    const delivered = await one(`Your Pashmina Shop order #${n} has been delivered`);
    expect(delivered.rcptTo).toEqual([CUSTOMER_EMAIL]);

    const cancelled = await cod([lineOf(muffler, 1)], { ...CUSTOMER_INFO, email: typed });
    await setStatus(cancelled.id, 'cancelled');
    const told = await one(`Your Pashmina Shop order #${cancelled.n} has been cancelled`);
    expect(told.rcptTo).toEqual([CUSTOMER_EMAIL]);

    expect(sink.received.filter((mail) => mail.rcptTo.includes(typed))).toEqual([]);
    const rows = [...(await rowsOf(id)), ...(await rowsOf(cancelled.id))];
    expect(rows.map((row) => row.to)).not.toContain(typed);
  });

  it('e-mails no customer about an order whose account was deleted; the shop still hears of it', async () => {
    const { id, n } = await cod([lineOf(shawl, 1)]);
    await one(`Your Pashmina Shop order #${n} is confirmed`);
    // The account goes (an admin deletes it): its orders stay, with no account.
    await t.db.update(orders).set({ userId: null }).where(eq(orders.id, id));
    await setStatus(id, 'delivered');
    const later = await cod([lineOf(muffler, 1)]);
    await sink.waitFor(about(later.n), 2);
    expect(
      sink.received
        .filter(about(n))
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([`New order #${n}: ${formatRupees(2500)}`, `Your Pashmina Shop order #${n} is confirmed`]);
    expect((await rowsOf(id)).map((row) => row.kind).sort()).toEqual(['new-order', 'order-confirmed']);
  });

  it('prints what a customer typed as text, and takes no header or recipient from it', async () => {
    const trap = 'Pema "<script>alert(1)</script>"\r\nBcc: thief@evil.test';
    await t.db
      .update(products)
      .set({ name: 'Shawl <img src=x onerror=alert(1)> "Royal"' })
      .where(eq(products.id, shawl.id));
    const { n } = await cod([lineOf(shawl, 1)], { ...CUSTOMER_INFO, name: trap });
    const [confirmed, alert] = await Promise.all([
      one(`Your Pashmina Shop order #${n} is confirmed`),
      one(`New order #${n}: ${formatRupees(2500)}`),
    ]);
    for (const mail of [confirmed, alert]) {
      expect(mail.html).not.toMatch(/<script|<img/i);
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Shawl &lt;img src=x onerror=alert(1)&gt; &quot;Royal&quot;');
      expect(mail.text).toContain('Shawl <img src=x onerror=alert(1)> "Royal"');
      expect(mail.headerNames).not.toContain('bcc');
      expect(mail.parsed.bcc).toBeUndefined();
    }
    expect(confirmed.rcptTo).toEqual([CUSTOMER_INFO.email]);
    expect(alert.rcptTo).toEqual([SHOP_ALERT_EMAIL]);
    expect(sink.received.filter((mail) => mail.rcptTo.includes('thief@evil.test'))).toEqual([]);
  });
  it("tells the customer of a cash refund: 'in cash'", async () => {
    const cash = await cod();
    await setStatus(cash.id, 'delivered');
    await t.http
      .post(`/api/v1/orders/${cash.id}/refunds`)
      .set(bearer(t.adminToken))
      .send({ amount: 1080, reason: 'The muffler came back' })
      .expect(201);
    const refund = await one(`Your refund of ${formatRupees(1080)} for order #${cash.n}`);
    expect(refund.rcptTo).toEqual([CUSTOMER_EMAIL]);
    expect(refund.text).toContain('in cash');
    expect(refund.html).toContain('in cash');
    expectShopContact(refund);
  });
});

/** A text as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
