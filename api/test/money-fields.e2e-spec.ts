import {
  DELIVERY_FEE_MESSAGE,
  DELIVERY_FREE_FROM_MESSAGE,
  DISCOUNT_MIN_SUBTOTAL_MESSAGE,
  NEPAL_DISTRICTS,
  PRODUCT_PRICE_MESSAGE,
  REFUND_AMOUNT_MESSAGE,
} from '../src/contracts';
import type { ProductRow } from '../src/database';
import { lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';

/**
 * Issue 49, item 7: class-validator's `maxDecimalPlaces` threw on a number written with an exponent and no dot
 * (`1e-9`), so every money field answered 500. Each is sent as raw JSON, since JSON.stringify writes -0 as 0.
 */
const NUMBERS = ['1e-9', '5e-7', '1.5e-7', '1e308', '-1e308', '-0', '0.001', '12.345'];

describe('money fields and any JSON number', () => {
  let t: TestApp;
  let shawl: ProductRow;
  let orderId: string;
  beforeAll(async () => {
    t = await startTestApp({ products: 2 });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
    orderId = (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order._id;
  });
  afterAll(() => t?.close());

  /** Sends `json` (raw text) as the body of an admin's request. */
  const send = (method: 'post' | 'put', url: string, json: string) =>
    t.http[method](url).set(bearer(t.adminToken)).set('Content-Type', 'application/json').send(json);

  /** The field, its message, and the request with the field written as `number` (raw JSON). */
  const fields: [string, string, (number: string) => ReturnType<typeof send>][] = [
    [
      'amount',
      REFUND_AMOUNT_MESSAGE,
      (n) =>
        send('post', `/api/v1/orders/${orderId}/refunds`, `{"amount":${n},"reason":"Damaged in transit"}`),
    ],
    [
      'fee',
      DELIVERY_FEE_MESSAGE,
      (n) =>
        send(
          'post',
          '/api/v1/delivery/zones',
          `{"name":"Zone of the fee","fee":${n},"districts":${JSON.stringify([NEPAL_DISTRICTS.at(-1)])}}`,
        ),
    ],
    [
      'freeFrom',
      DELIVERY_FREE_FROM_MESSAGE,
      (n) => send('post', '/api/v1/delivery/zones', `{"name":"Zone of free from","fee":100,"freeFrom":${n}}`),
    ],
    [
      'minSubtotal',
      DISCOUNT_MIN_SUBTOTAL_MESSAGE,
      (n) =>
        send(
          'post',
          '/api/v1/discounts',
          `{"code":"EXPONENT","type":"percent","value":10,"minSubtotal":${n}}`,
        ),
    ],
    ['price', PRODUCT_PRICE_MESSAGE, (n) => send('put', `/api/v1/product/${shawl.id}`, `{"price":${n}}`)],
  ];

  describe.each(fields)('%s', (field, message, request) => {
    it.each(NUMBERS)('answers 400 with its message for %s, or takes it', async (number) => {
      const res = await request(number);
      // -0 is 0, which a fee and a minimum subtotal may be; every other number here is refused.
      if (number === '-0' && (field === 'fee' || field === 'minSubtotal')) {
        expect(res.status).toBeLessThan(300);
        return;
      }
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: expect.objectContaining({ success: false, message, field }),
      });
    });
  });
});
