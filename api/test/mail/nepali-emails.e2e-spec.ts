import { eq } from 'drizzle-orm';
import {
  type CreateOrderResponse,
  formatBikramSambat,
  formatRupees,
  nepalDay,
  toDevanagariDigits,
} from '../../src/contracts';
import { orders, type ProductRow, users } from '../../src/database';
import { CUSTOMER_INFO, lineOf, payloadOf, placeOrder, prepareProducts } from '../fixtures';
import { bearer, CUSTOMER_EMAIL, startTestApp, type TestApp } from '../harness';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink';

// Issue 43: a customer's e-mails come in the language they last ordered or asked for a reset in (users.language),
// read back from a real SMTP server in this process. Nepali subjects and bodies, with रु amounts, Devanagari digits and
// the order's date in Bikram Sambat; the English ones word for word as before, and the shop's own alert in English.

const SHOP_ALERT_EMAIL = 'orders@pashmina.test';

describe('e-mails in Nepali', () => {
  let t: TestApp;
  let sink: SmtpSink;
  /** Rs. 1,23,450.50: lakhs and paisa. */
  let shawl: ProductRow;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      products: 2,
      env: { SMTP_URL: sink.url, SHOP_ALERT_EMAIL, MAIL_POLL_MS: '50' },
    });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 12_345_050, stock: 10 }]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const NEPALI = { 'Accept-Language': 'ne' };
  const numberOf = async (orderId: string) =>
    (
      await t.db
        .select({ n: orders.orderNumber, at: orders.createdAt })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0];
  const languageOfAccount = async () =>
    (await t.db.select({ language: users.language }).from(users).where(eq(users.email, CUSTOMER_EMAIL)))[0]
      .language;
  const one = async (subject: string): Promise<ReceivedMail> =>
    (await sink.waitFor((m) => m.subject === subject))[0];
  /** A cash-on-delivery order of one shawl: its total drops the paisa (Rs. 1,23,450), the shawl's price keeps them. */
  const order = async (headers: Record<string, string>) => {
    const res = await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'cashOnDelivery'))
      .set(headers)
      .expect(201);
    const { _id } = (res.body as CreateOrderResponse).order;
    const { n, at } = await numberOf(_id);
    return { id: _id, n, at };
  };

  it('confirms an order placed from a Nepali page in Nepali, and remembers the language on the account', async () => {
    expect(await languageOfAccount()).toBe('en');
    const { n, at } = await order(NEPALI);
    expect(await languageOfAccount()).toBe('ne');
    const mail = await one(`तपाईंको पश्मिना शप अर्डर #${toDevanagariDigits(n)} पक्का भयो`);
    expect(mail.rcptTo).toEqual([CUSTOMER_EMAIL]);
    expect(mail.html).toMatch(/<html[^>]*lang="ne"/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`नमस्ते ${CUSTOMER_INFO.name},`);
      // Rs. 1,23,450 in cash (the 50 paisa given), in lakhs and Devanagari digits; the shawl's own price keeps them.
      expect(part).toContain('रु १,२३,४५०');
      expect(part).toContain('रु १,२३,४५०.५०');
      expect(part).toContain('नगद मिलान');
      expect(part).toContain('क्यास अन डेलिभरी');
      expect(part).toContain(`अर्डर गरेको मिति: ${formatBikramSambat(at)} (${nepalDay(at)})`);
      expect(part).toContain(`${t.config.publicUrl}/ne/dashboard/user/orders`);
      expect(part).not.toContain('Rs.');
    }
    // The date is Bikram Sambat's: a year in the 2080s and a Nepali month.
    expect(formatBikramSambat(at)).toMatch(
      /^२०[८९]. (बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]+$/,
    );
    // The shop's alert stays English.
    await one(`New order #${n}: ${formatRupees(123450)}`);
  });

  it('writes the later e-mails of the order in the account language too (delivered)', async () => {
    const { id, n } = await order(NEPALI);
    await t.http
      .put(`/api/v1/orders/${id}`)
      .set(bearer(t.adminToken))
      .send({ status: 'delivered' })
      .expect(200);
    const mail = await one(`तपाईंको पश्मिना शप अर्डर #${toDevanagariDigits(n)} डेलिभर भयो`);
    expect(mail.text).toContain('फिर्ता वा साटफेर');
    expect(mail.html).toContain(`href="${t.config.publicUrl}/ne/ReturnAndExchange"`);
  });

  it('goes back to English, word for word, once the customer orders from an English page', async () => {
    const { n } = await order({});
    expect(await languageOfAccount()).toBe('en');
    const mail = await one(`Your Pashmina Shop order #${n} is confirmed`);
    expect(mail.html).toMatch(/<html[^>]*lang="en"/);
    expect(mail.text).toContain('Rs. 1,23,450');
    expect(mail.text).toContain(`${t.config.publicUrl}/dashboard/user/orders`);
    expect(mail.text).not.toMatch(/[\u0900-\u097F]/);
  });

  it('sends a reset link asked for from a Nepali page in Nepali, to the Nepali reset page', async () => {
    await t.http.post('/api/v1/auth/forgot-password').set(NEPALI).send({ email: CUSTOMER_EMAIL }).expect(200);
    const mail = await one('आफ्नो पश्मिना शप पासवर्ड फेरि राख्नुहोस्');
    expect(mail.rcptTo).toEqual([CUSTOMER_EMAIL]);
    expect(mail.text).toMatch(new RegExp(`${t.config.publicUrl}/ne/reset-password\\?token=[\\w-]{43}`));
    expect(mail.text).toContain('मिनेटभित्र');
    expect(await languageOfAccount()).toBe('ne');
    // An unknown e-mail asked for in Nepali changes no account.
    await t.http
      .post('/api/v1/auth/forgot-password')
      .set(NEPALI)
      .send({ email: 'nobody@pashmina.test' })
      .expect(200);
  });
});
