// Issue 51, item 1: a checkout made on a Nepali page (`language: 'ne'`) returns from Khalti and from eSewa to /ne/success
// and /ne/Cart; one that names no language (older clients) returns to the English pages, as before. A cancel still
// gives the order's stock back.
import { eq } from 'drizzle-orm';
import type { KhaltiOrderResponse } from '../src/contracts';
import { orders, type ProductRow } from '../src/database';
import { startTestApp, type TestApp } from './harness';
import {
  createCustomer,
  lineOf,
  orderCount,
  payloadOf,
  placeOrder,
  prepareProducts,
  productState,
} from './fixtures';
import { errorBody } from './error-body';

describe("a wallet's return in the checkout page's language", () => {
  let t: TestApp;
  /** Rs. 2500, 50 in stock. */
  let shawl: ProductRow;

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 50 }]);
  });
  afterAll(() => t?.close());

  let buyers = 0;
  const startOrder = async (
    method: 'khalti' | 'esewa',
    language?: 'en' | 'ne',
    quantity = 1,
  ): Promise<KhaltiOrderResponse> => {
    const buyer = (await createCustomer(t, { email: `wallet-language-${++buyers}@pashmina.test` })).token;
    const body = { ...payloadOf([lineOf(shawl, quantity)], method), ...(language ? { language } : {}) };
    return (await placeOrder(t, body, buyer).expect(201)).body;
  };
  const pathOf = (url: string) => {
    const parsed = new URL(url, 'http://relative.invalid');
    return parsed.pathname + parsed.search;
  };
  const follow = async (url: string) =>
    (await t.http.get(pathOf(url)).expect(303)).headers.location as string;
  const statusOf = async (id: string) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

  /** Khalti's sandbox page: Pay or Cancel; returns where Khalti sends the browser. */
  const pressKhalti = async (pidx: string, action: 'pay' | 'cancel') =>
    (await t.http.post(`/sandbox/khalti/pay/${pidx}`).type('form').send({ action }).expect(303)).headers
      .location as string;
  /** eSewa's start page posts its form to the sandbox, where Pay or Cancel is pressed. */
  const pressEsewa = async (paymentUrl: string, action: 'pay' | 'cancel') => {
    const page = await t.http.get(pathOf(paymentUrl)).expect(200);
    const fields: Record<string, string> = {};
    for (const [, name, value] of page.text.matchAll(/name="([^"]+)" value="([^"]*)"/g))
      fields[name] = value.replace(/&amp;/g, '&');
    const formUrl = /action="([^"]+)"/.exec(page.text)![1];
    await t.http.post(pathOf(formUrl)).type('form').send(fields).expect(200);
    return {
      fields,
      back: (
        await t.http
          .post(`/sandbox/esewa/pay/${fields.transaction_uuid}`)
          .type('form')
          .send({ action })
          .expect(303)
      ).headers.location as string,
    };
  };

  it('Khalti: paid from a Nepali page, the shopper lands on /ne/success', async () => {
    const { data, order } = await startOrder('khalti', 'ne');
    const back = await pressKhalti(data.pidx, 'pay');
    expect(pathOf(back)).toMatch(/^\/api\/v1\/payments\/khalti\/return\/ne\?pidx=/);
    expect(await follow(back)).toBe(`${t.config.publicUrl}/ne/success?order=${order._id}`);
    // A replay lands there again.
    expect(await follow(back)).toBe(`${t.config.publicUrl}/ne/success?order=${order._id}`);
    expect(await statusOf(order._id)).toBe('paid');
  });

  it('Khalti: cancelled from a Nepali page, /ne/Cart; the order is cancelled and its stock given back', async () => {
    const before = await productState(t, shawl.id);
    const { data, order } = await startOrder('khalti', 'ne', 3);
    expect((await productState(t, shawl.id)).stock).toBe(before.stock - 3);
    const back = await pressKhalti(data.pidx, 'cancel');
    expect(await follow(back)).toBe(`${t.config.publicUrl}/ne/Cart?payment=cancelled`);
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await productState(t, shawl.id)).toEqual(before);
  });

  it('Khalti: a checkout that names no language, or English, returns to the English pages as before', async () => {
    for (const language of [undefined, 'en'] as const) {
      const { data, order } = await startOrder('khalti', language);
      const back = await pressKhalti(data.pidx, 'pay');
      expect(pathOf(back)).toMatch(/^\/api\/v1\/payments\/khalti\/return\?pidx=/);
      expect(await follow(back)).toBe(`${t.config.publicUrl}/success?order=${order._id}`);
    }
    const cancelled = await startOrder('khalti');
    expect(await follow(await pressKhalti(cancelled.data.pidx, 'cancel'))).toBe(
      `${t.config.publicUrl}/Cart?payment=cancelled`,
    );
  });

  it('Khalti: an unknown payment on the Nepali return lands on /ne/Cart; another language is English', async () => {
    expect(await follow('/api/v1/payments/khalti/return/ne?pidx=unknown-pidx')).toBe(
      `${t.config.publicUrl}/ne/Cart?payment=failed`,
    );
    expect(await follow('/api/v1/payments/khalti/return/fr?pidx=unknown-pidx')).toBe(
      `${t.config.publicUrl}/Cart?payment=failed`,
    );
  });

  it('eSewa: paid from a Nepali page, /ne/success; cancelled, /ne/Cart', async () => {
    const paid = await startOrder('esewa', 'ne');
    const { fields, back } = await pressEsewa(paid.data.payment_url, 'pay');
    expect(pathOf(fields.success_url)).toBe('/api/v1/payments/esewa/return/ne');
    expect(pathOf(fields.failure_url)).toMatch(/^\/api\/v1\/payments\/esewa\/failure\/ne\?transaction_uuid=/);
    expect(await follow(back)).toBe(`${t.config.publicUrl}/ne/success?order=${paid.order._id}`);
    expect(await statusOf(paid.order._id)).toBe('paid');

    const cancelled = await startOrder('esewa', 'ne');
    const cancel = await pressEsewa(cancelled.data.payment_url, 'cancel');
    expect(await follow(cancel.back)).toBe(`${t.config.publicUrl}/ne/Cart?payment=esewa-cancelled`);
  });

  it('eSewa: without a language, the English pages as before', async () => {
    const paid = await startOrder('esewa');
    const { fields, back } = await pressEsewa(paid.data.payment_url, 'pay');
    expect(pathOf(fields.success_url)).toBe('/api/v1/payments/esewa/return');
    expect(await follow(back)).toBe(`${t.config.publicUrl}/success?order=${paid.order._id}`);
  });

  it('refuses a language the shop does not have, and places nothing', async () => {
    const buyer = (await createCustomer(t, { email: 'wallet-language-fr@pashmina.test' })).token;
    const before = await orderCount(t);
    const res = await placeOrder(
      t,
      { ...payloadOf([lineOf(shawl, 1)], 'khalti'), language: 'fr' },
      buyer,
    ).expect(400);
    expect(res.body).toEqual(errorBody({ message: 'language must be one of en, ne', field: 'language' }));
    expect(await orderCount(t)).toBe(before);
  });
});
