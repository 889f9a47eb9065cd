import type { CreateOrderResponse } from '../../src/contracts';
import { type ProductRow } from '../../src/database';
import { CUSTOMER_INFO, lineOf, payloadOf, placeOrder, prepareProducts } from '../fixtures';
import { bearer, CUSTOMER_EMAIL, startTestApp, type TestApp } from '../harness';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink';

// Issue 53: the contact lines the owner saves in Settings end every customer e-mail from then on, and the Contact
// page reads them from GET /api/v1/settings/contact; lines never saved are SHOP_PHONE's, SHOP_EMAIL's, SHOP_ADDRESS's.

/** The shop's contact as its environment gives it. */
const CONFIGURED = {
  phone: '+977 61-465000',
  email: 'care@pashmina.test',
  address: 'Lakeside, Pokhara, Nepal',
};
/** What the owner types in Settings. */
const SAVED = {
  phone: '+977 1-5912345',
  email: 'namaste@pashmina.test',
  address: 'Jhamsikhel, Lalitpur, Nepal',
};

/** The sentence every customer e-mail's footer says, in its plain-text part. */
const contactSentence = (contact: typeof CONFIGURED) =>
  `Call us on ${contact.phone}, write to ${contact.email} or visit us at ${contact.address}.`;

describe("The Settings' contact lines (issue 53)", () => {
  let t: TestApp;
  let sink: SmtpSink;
  let shawl: ProductRow;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      products: 1,
      env: {
        SMTP_URL: sink.url,
        MAIL_POLL_MS: '50',
        SHOP_PHONE: CONFIGURED.phone,
        SHOP_EMAIL: CONFIGURED.email,
        SHOP_ADDRESS: CONFIGURED.address,
      },
    });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** A cash-on-delivery order by the demo customer, and its confirmation as the customer received it. */
  const confirmationOfNewOrder = async (): Promise<ReceivedMail> => {
    const res = await placeOrder(t, {
      ...payloadOf([lineOf(shawl, 1)]),
      customer_info: CUSTOMER_INFO,
    }).expect(201);
    const { orderNumber } = (res.body as CreateOrderResponse).order;
    const [mail] = await sink.waitFor(
      (m) =>
        m.rcptTo.includes(CUSTOMER_EMAIL) &&
        m.subject === `Your Pashmina Shop order #${orderNumber} is confirmed`,
    );
    return mail;
  };

  /** The footer's contact sentence, and the phone and e-mail as links, in both parts. */
  const expectContact = (mail: ReceivedMail, contact: typeof CONFIGURED) => {
    expect(mail.text.replace(/\s+/g, ' ')).toContain(contactSentence(contact));
    for (const value of Object.values(contact)) expect(mail.html).toContain(value);
    expect(mail.html).toContain(`href="tel:${contact.phone.replace(/[^+\d]/g, '')}"`);
    expect(mail.html).toContain(`href="mailto:${contact.email}"`);
  };

  it('answers the configured lines to anyone, and ends e-mails with them, until the owner saves others', async () => {
    await t.http.get('/api/v1/settings/contact').expect(200, CONFIGURED);
    expectContact(await confirmationOfNewOrder(), CONFIGURED);
  });

  it('ends every customer e-mail queued after the owner saves new lines with those lines, and shows them to anyone', async () => {
    await t.http.put('/api/v1/settings').set(bearer(t.adminToken)).send({ contact: SAVED }).expect(200);
    await t.http.get('/api/v1/settings/contact').expect(200, SAVED);

    const confirmation = await confirmationOfNewOrder();
    expectContact(confirmation, SAVED);
    for (const old of [CONFIGURED.phone, CONFIGURED.email, CONFIGURED.address]) {
      expect(confirmation.text).not.toContain(old);
      expect(confirmation.html).not.toContain(old);
    }

    // An account's e-mail outside any order: the password reset link.
    await t.http
      .post('/api/v1/auth/forgot-password')
      .set('X-Forwarded-For', '198.18.7.1')
      .send({ email: CUSTOMER_EMAIL })
      .expect(200);
    const [reset] = await sink.waitFor(
      (m) => m.rcptTo.includes(CUSTOMER_EMAIL) && m.subject === 'Reset your Pashmina Shop password',
    );
    expectContact(reset, SAVED);
  });

  it('changes only the line the owner changes', async () => {
    await t.http
      .put('/api/v1/settings')
      .set(bearer(t.adminToken))
      .send({ contact: { phone: '+977 1-5550000' } })
      .expect(200);
    const expected = { ...SAVED, phone: '+977 1-5550000' };
    await t.http.get('/api/v1/settings/contact').expect(200, expected);
    expectContact(await confirmationOfNewOrder(), expected);
  });
});
