import { eq } from 'drizzle-orm';
import { MAX_PAGE } from '../../src/common/validation/page-query';
import {
  DB_INTEGER_MAX,
  LINE_QUANTITY_MESSAGE,
  MAX_LINE_QUANTITY,
  MAX_ORDER_AMOUNT,
  MAX_ORDER_LINES,
  MAX_PAGE_SIZE,
  MAX_PRICE_RUPEES,
  MAX_STOCK,
  ORDER_AMOUNT_TOO_LARGE_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
  PRODUCT_STOCK_MESSAGE,
  priceFilterTooLargeMessage,
  rupeesToPaisa,
  salePricePaisa,
} from '../../src/contracts';
import { products } from '../../src/database';
import {
  createProduct,
  lineOf,
  payloadOf,
  placeOrder,
  prepareProducts,
  PRODUCT_FIELDS,
  sendProduct,
} from '../fixtures';
import { bearer, startTestApp, type TestApp } from '../harness';
import { png } from '../images';
import { changedTables, dataFingerprinter, type Fingerprint } from './data-fingerprint';

/**
 * Item 1 of the hardening: every number a caller sends is bounded so that it, and everything computed from it, fits
 * its integer column. Out of range responds with 400 naming the field, never 500, and changes nothing.
 */
describe('numbers the database can hold', () => {
  let t: TestApp;
  let fingerprint: () => Promise<Fingerprint>;
  let picture: Buffer;
  let tried = 0;

  beforeAll(async () => {
    t = await startTestApp({ products: 4 });
    fingerprint = await dataFingerprinter(t);
    picture = await png(16, 16);
  });
  afterAll(async () => {
    console.log(
      `security: numbers: ${tried} out-of-range requests tried, all refused with 400, none changed data`,
    );
    await t?.close();
  });

  /** Sends a request that must be refused: 400 with `message` and `field`, and not one row changed. */
  async function expectRefused(
    send: () => PromiseLike<{ status: number; body: { message?: string; field?: string } }>,
    message: string,
    field: string,
  ): Promise<void> {
    const before = await fingerprint();
    const res = await send();
    tried++;
    expect({ status: res.status, message: res.body.message, field: res.body.field }).toEqual({
      status: 400,
      message,
      field,
    });
    expect(changedTables(before, await fingerprint())).toEqual([]);
  }

  describe('the bounds themselves', () => {
    it('keep a sale price computed by the database (price × (100 − discount) + 50) within an integer', () => {
      expect(rupeesToPaisa(MAX_PRICE_RUPEES) * 100 + 50).toBeLessThanOrEqual(DB_INTEGER_MAX);
    });

    it("keep an order's total, which must equal the amount the shopper saw, within an integer of paisa", () => {
      expect(rupeesToPaisa(MAX_ORDER_AMOUNT)).toBeLessThanOrEqual(DB_INTEGER_MAX);
    });

    it('keep stock within an integer after every line of a cancelled order is returned', () => {
      expect(MAX_STOCK + MAX_LINE_QUANTITY * MAX_ORDER_LINES).toBeLessThanOrEqual(DB_INTEGER_MAX);
    });

    it("keep a list's offset exact", () => {
      expect(MAX_PAGE * MAX_PAGE_SIZE).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    });
  });

  describe('the product list', () => {
    it.each([
      ['maxPrice', '1000000000000000'],
      ['minPrice', '1000000000000000'],
      ['maxPrice', String(MAX_PRICE_RUPEES + 0.01)],
    ] as const)('refuses %s=%s (it used to respond with 500)', async (field, value) => {
      await expectRefused(
        () => t.http.get(`/api/v1/product?${field}=${value}`),
        priceFilterTooLargeMessage(field),
        field,
      );
    });

    it('takes the highest price as a filter', async () => {
      const res = await t.http.get(`/api/v1/product?minPrice=0&maxPrice=${MAX_PRICE_RUPEES}`);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(4);
    });
  });

  describe('the product form', () => {
    it('stores the highest price, and the database computes its sale price', async () => {
      const res = await createProduct(
        t,
        { ...PRODUCT_FIELDS, price: String(MAX_PRICE_RUPEES), discount: '0' },
        { image: picture },
      );
      expect(res.status).toBe(201);
      const [row] = await t.db.select().from(products).where(eq(products.id, res.body.product._id));
      expect(row.salePricePaisa).toBe(salePricePaisa(rupeesToPaisa(MAX_PRICE_RUPEES), 0));
    });

    it.each([
      ['a price just over the highest', { price: String(MAX_PRICE_RUPEES + 0.01) }],
      ['the old highest price, whose sale price overflowed', { price: '10000000' }],
      ['a price of 3e9 (text)', { price: '3e9' }],
      ['a price of 3000000000', { price: '3000000000' }],
    ])('refuses %s on create and on update', async (_name, fields) => {
      await expectRefused(
        () => createProduct(t, { ...PRODUCT_FIELDS, ...fields }, { image: picture }),
        PRODUCT_PRICE_MESSAGE,
        'price',
      );
      const [product] = await t.db.select().from(products).limit(1);
      await expectRefused(
        () => sendProduct(t, 'put', `/api/v1/product/${product.id}`, fields, { image: false }),
        PRODUCT_PRICE_MESSAGE,
        'price',
      );
    });

    it('refuses a price of 3e9 sent as a JSON number', async () => {
      await expectRefused(
        () =>
          t.http
            .post('/api/v1/product')
            .set(bearer(t.adminToken))
            .send({ ...PRODUCT_FIELDS, price: 3e9 }),
        PRODUCT_PRICE_MESSAGE,
        'price',
      );
    });

    it.each([String(2 ** 31), String(-(2 ** 31) - 1), '99999999999999999999'])(
      'refuses a stock of %s on create and on update',
      async (stock) => {
        await expectRefused(
          () => createProduct(t, { ...PRODUCT_FIELDS, stock }, { image: picture }),
          PRODUCT_STOCK_MESSAGE,
          'stock',
        );
        const [product] = await t.db.select().from(products).limit(1);
        await expectRefused(
          () => sendProduct(t, 'put', `/api/v1/product/${product.id}`, { stock }, { image: false }),
          PRODUCT_STOCK_MESSAGE,
          'stock',
        );
      },
    );
  });

  describe('the checkout', () => {
    it.each([
      ['2^31 units', 2 ** 31],
      ['2^31 units as text', String(2 ** 31)],
      ['2^53 units', 2 ** 53],
      ['-2^31 units', -(2 ** 31)],
    ])('refuses an order of %s', async (_name, quantity) => {
      const [product] = await prepareProducts(t, [{ pricePaisa: 150_000, stock: 500 }]);
      const body = {
        ...payloadOf([lineOf(product, 1)]),
        products_details: [{ identity: product.id, quantity }],
      };
      await expectRefused(() => placeOrder(t, body), LINE_QUANTITY_MESSAGE, 'products_details.0.quantity');
    });

    it('refuses lines of one product that add up to more than the most a line may hold', async () => {
      const [product] = await prepareProducts(t, [{ pricePaisa: 150_000, stock: 500 }]);
      const line = lineOf(product, MAX_LINE_QUANTITY);
      const before = await fingerprint();
      const res = await placeOrder(t, payloadOf([line, line]));
      expect([res.status, res.body.message]).toEqual([400, LINE_QUANTITY_MESSAGE]);
      expect(changedTables(before, await fingerprint())).toEqual([]);
    });

    it('refuses an amount over the most an order can total', async () => {
      const [product] = await prepareProducts(t, [{ pricePaisa: 150_000, stock: 500 }]);
      for (const amount of [MAX_ORDER_AMOUNT + 0.01, 3e9, 2 ** 53, 1e308])
        await expectRefused(
          () => placeOrder(t, { ...payloadOf([lineOf(product, 1)]), amount }),
          ORDER_AMOUNT_TOO_LARGE_MESSAGE,
          'amount',
        );
    });

    it('refuses a cart whose true total is over the most an order can total (it used to respond with 500)', async () => {
      const expensive = await prepareProducts(t, [
        { pricePaisa: rupeesToPaisa(MAX_PRICE_RUPEES), stock: 500 },
        { pricePaisa: rupeesToPaisa(MAX_PRICE_RUPEES), stock: 500 },
      ]);
      // Rs. 4 crore, whose 4,000,000,000 paisa overflowed the orders' amount.
      const honest = payloadOf(expensive.map((product) => lineOf(product, MAX_LINE_QUANTITY)));
      await expectRefused(() => placeOrder(t, honest), ORDER_AMOUNT_TOO_LARGE_MESSAGE, 'amount');

      // A client claiming a smaller amount only learns the true figures.
      const before = await fingerprint();
      const lying = await placeOrder(t, { ...honest, amount: MAX_ORDER_AMOUNT });
      expect(lying.status).toBe(409);
      expect(lying.body.total).toBe(2 * MAX_LINE_QUANTITY * MAX_PRICE_RUPEES);
      expect(changedTables(before, await fingerprint())).toEqual([]);
    });

    it('places an order of exactly the most an order can total', async () => {
      const [product] = await prepareProducts(t, [
        { pricePaisa: rupeesToPaisa(MAX_PRICE_RUPEES), stock: 500 },
      ]);
      const quantity = MAX_ORDER_AMOUNT / MAX_PRICE_RUPEES;
      const res = await placeOrder(t, payloadOf([lineOf(product, quantity)]));
      expect(res.status).toBe(201);
      expect(res.body.order.amount).toBe(MAX_ORDER_AMOUNT);
    });
  });

  describe('paged lists', () => {
    const lists = [
      ['/api/v1/product', 'public'],
      ['/api/v1/newarrivals', 'public'],
      ['/api/v1/bestsellers', 'public'],
      ['/api/v1/orders', 'customer'],
      ['/api/v1/orders', 'admin'],
      ['/api/v1/contact', 'customer'],
      ['/api/v1/contact', 'admin'],
      ['/api/v1/auth/users', 'admin'],
    ] as const;
    const tokenOf = (who: string) =>
      who === 'admin' ? bearer(t.adminToken) : who === 'customer' ? bearer(t.customerToken) : {};

    it.each(lists)('%s (%s) refuses a page past the bound and a huge limit', async (path, who) => {
      for (const [query, field, message] of [
        [`page=${MAX_PAGE + 1}`, 'page', `page must be at most ${MAX_PAGE}`],
        ['page=99999999999999999999', 'page', `page must be at most ${MAX_PAGE}`],
        ['page=1e20', 'page', 'page must be a whole number, 1 or more'],
        ['page=-2147483649', 'page', 'page must be a whole number, 1 or more'],
        ['limit=2147483648', 'limit', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
      ])
        await expectRefused(() => t.http.get(`${path}?${query}`).set(tokenOf(who)), message, field);
    });

    it.each(lists)('%s (%s) returns the last page allowed, empty', async (path, who) => {
      const res = await t.http.get(`${path}?page=${MAX_PAGE}&limit=${MAX_PAGE_SIZE}`).set(tokenOf(who));
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });
  });

  describe('malformed values that are not numbers', () => {
    it.each([
      ['/api/v1/product?text[]=a', 'text[]'],
      ['/api/v1/product?page=1&page=2', 'page'],
      ['/api/v1/product?maxPrice=NaN', 'maxPrice'],
      ['/api/v1/product?maxPrice=Infinity', 'maxPrice'],
      ['/api/v1/product?exclude=1', 'exclude'],
    ])('%s responds with 400', async (path, field) => {
      const res = await t.http.get(path);
      expect([res.status, res.body.field]).toEqual([400, field]);
    });

    it.each([
      '/api/v1/product/1',
      '/api/v1/product/99999999999999999999',
      '/api/v1/orders/-1',
      '/api/v1/contact/%27%20or%201=1',
      '/api/v1/auth/users/00000000-0000-0000-0000-00000000000g',
    ])('a malformed id in %s responds with 404', async (path) => {
      const res = await t.http.get(path).set(bearer(t.adminToken));
      expect(res.status).toBe(404);
    });
  });
});
