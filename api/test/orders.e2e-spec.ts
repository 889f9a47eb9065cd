import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Order } from '../src/contracts';
import { orders, type ProductRow, products } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import {
  CUSTOMER_INFO,
  lineOf,
  createCustomer,
  orderCount,
  payloadOf,
  placeOrder,
  prepareProducts,
  productState,
} from './fixtures';
import { shopBefore } from './shop-before';
import { errorBody } from './error-body';

describe('orders', () => {
  let t: TestApp;
  /** shawl: Rs. 2000 − 10 % = Rs. 1800, 5 in stock; muffler: Rs. 1500.50, 3 in stock; empty: out of stock. */
  let shawl: ProductRow;
  let muffler: ProductRow;
  let empty: ProductRow;

  beforeAll(async () => {
    t = await startTestApp({ products: 4 });
    [shawl, muffler, empty] = await prepareProducts(t, [
      { pricePaisa: 200_000, discount: 10, stock: 5 },
      { pricePaisa: 150_050, stock: 3 },
      { pricePaisa: 90_000, stock: 0 },
    ]);
  });
  afterAll(() => t?.close());

  /** Runs `act` and checks that no order appeared and no stock or sold count moved. */
  const expectNothingChanged = async (act: () => Promise<unknown>) => {
    const before = [await orderCount(t), await productState(t, shawl.id), await productState(t, muffler.id)];
    await act();
    expect([await orderCount(t), await productState(t, shawl.id), await productState(t, muffler.id)]).toEqual(
      before,
    );
  };
  const resetStock = async () => {
    await t.db.update(products).set({ stock: 5, quantitySold: 0 }).where(eq(products.id, shawl.id));
    await t.db.update(products).set({ stock: 3, quantitySold: 0 }).where(eq(products.id, muffler.id));
  };
  const setStatus = (id: string, status: unknown, token = t.adminToken) =>
    t.http.put(`/api/v1/orders/${id}`).set(bearer(token)).send({ status });

  describe('POST /create-orders with cash on delivery', () => {
    beforeEach(resetStock);

    it('places the order, takes the stock and raises quantitySold', async () => {
      // Rs. 5,100.50 of goods, paid in cash as Rs. 5,100: the shop gives the paisa.
      const res = await placeOrder(t, payloadOf([lineOf(shawl, 2), lineOf(muffler, 1)])).expect(201);
      expect(res.body).toEqual({
        success: true,
        message: 'Order placed successfully',
        order: {
          _id: expect.any(String),
          orderNumber: expect.any(Number),
          status: 'cash on delivery',
          amount: 5100,
          discount: null,
          delivery: { district: 'Kathmandu', zone: 'Kathmandu Valley', fee: 0 },
          cashRounding: 0.5,
          refunded: 0,
          shipment: null,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          products: expect.arrayContaining([
            {
              identity: shawl.id,
              name: shawl.name,
              nameNe: shawl.nameNe,
              quantity: 2,
              unitPrice: 1800,
              variant: null,
            },
            {
              identity: muffler.id,
              name: muffler.name,
              nameNe: muffler.nameNe,
              quantity: 1,
              unitPrice: 1500.5,
              variant: null,
            },
          ]),
          customer_information: {
            name: CUSTOMER_INFO.name,
            email: CUSTOMER_INFO.email,
            phone: CUSTOMER_INFO.phone,
          },
          address: CUSTOMER_INFO.address,
          payment_method: 'cash',
          transaction_code: null,
          pendingPayment: null,
        },
      });
      expect(await productState(t, shawl.id)).toEqual({ stock: 3, quantitySold: 2 });
      expect(await productState(t, muffler.id)).toEqual({ stock: 2, quantitySold: 1 });
    });

    it("ignores the client's line prices: only ids and quantities count", async () => {
      const line = { ...lineOf(shawl, 1), unit_price: 1, total_price: 1, name: 'Cheap thing' };
      const res = await placeOrder(t, { ...payloadOf([lineOf(shawl, 1)]), products_details: [line] }).expect(
        201,
      );
      expect(res.body.order.products).toEqual([
        {
          identity: shawl.id,
          name: shawl.name,
          nameNe: shawl.nameNe,
          quantity: 1,
          unitPrice: 1800,
          variant: null,
        },
      ]);
      expect(res.body.order.amount).toBe(1800);
    });

    it('merges duplicate identities into one line', async () => {
      const body = payloadOf([lineOf(shawl, 1), lineOf(shawl, 2)]);
      const res = await placeOrder(t, body).expect(201);
      expect(res.body.order.products).toEqual([
        {
          identity: shawl.id,
          name: shawl.name,
          nameNe: shawl.nameNe,
          quantity: 3,
          unitPrice: 1800,
          variant: null,
        },
      ]);
      expect(await productState(t, shawl.id)).toEqual({ stock: 2, quantitySold: 3 });
    });

    it('responds with 409 with the current figures when the total was tampered with, and changes nothing', async () => {
      for (const amount of [1, 3600.01, 0]) {
        await expectNothingChanged(async () => {
          const res = await placeOrder(t, { ...payloadOf([lineOf(shawl, 2)]), amount }).expect(409);
          expect(res.body).toEqual(
            errorBody({
              message: 'Prices have changed. Please review your cart.',
              code: 'PRICES_CHANGED',
              // The total now, which a page can say the refusal with.
              params: { total: 3600 },
              lines: [{ id: shawl.id, name: shawl.name, unitPrice: 1800, stock: 5, quantity: 2 }],
              total: 3600,
            }),
          );
        });
      }
    });

    it('responds with 409 after a price change the cart has not seen', async () => {
      await t.db.update(products).set({ discount: 0 }).where(eq(products.id, shawl.id));
      try {
        await expectNothingChanged(async () => {
          const res = await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(409);
          expect(res.body).toMatchObject({
            message: 'Prices have changed. Please review your cart.',
            total: 2000,
          });
        });
      } finally {
        await t.db.update(products).set({ discount: 10 }).where(eq(products.id, shawl.id));
      }
    });

    it.each([
      [0, 'Quantity must be a whole number from 1 to 100'],
      [-1, 'Quantity must be a whole number from 1 to 100'],
      [1.5, 'Quantity must be a whole number from 1 to 100'],
      ['2', 'Quantity must be a whole number from 1 to 100'],
      [101, 'Quantity must be a whole number from 1 to 100'],
      [null, 'Quantity must be a whole number from 1 to 100'],
    ])('refuses quantity %p with 400 and changes nothing', async (quantity, message) => {
      await expectNothingChanged(async () => {
        const body = payloadOf([lineOf(shawl, 1)]);
        body.products_details[0].quantity = quantity as number;
        const res = await placeOrder(t, body).expect(400);
        expect(res.body).toMatchObject({ success: false, message });
      });
    });

    it('refuses merged duplicates above 100 with 400', async () => {
      await expectNothingChanged(() =>
        placeOrder(t, payloadOf([lineOf(shawl, 60), lineOf(shawl, 60)])).expect(400),
      );
    });

    it('responds with 409 naming the product when the stock is short, and changes nothing (even the lines that could be served)', async () => {
      await expectNothingChanged(async () => {
        const res = await placeOrder(t, payloadOf([lineOf(shawl, 1), lineOf(muffler, 4)])).expect(409);
        expect(res.body).toMatchObject({
          success: false,
          message: `Only 3 left of ${muffler.name}`,
          total: 1800 + 4 * 1500.5,
        });
      });
      await expectNothingChanged(async () => {
        const res = await placeOrder(t, payloadOf([lineOf(empty, 1)])).expect(409);
        expect(res.body).toMatchObject({ success: false, message: `${empty.name} is out of stock` });
      });
    });

    describe('cash is whole rupees', () => {
      /** The order's row as stored: paisa. */
      const stored = async (id: string) =>
        (
          await t.db
            .select({ amountPaisa: orders.amountPaisa, cashRoundingPaisa: orders.cashRoundingPaisa })
            .from(orders)
            .where(eq(orders.id, id))
        )[0];

      it('rounds a total whose sale prices leave paisa down to the whole rupee, and keeps the paisa given as cashRounding', async () => {
        // Rs. 1,800 + 3 × Rs. 1,500.50 = Rs. 6,301.50.
        const body = { ...payloadOf([lineOf(shawl, 1), lineOf(muffler, 3)]) };
        expect(body.amount).toBe(6301);
        const res = await placeOrder(t, body).expect(201);
        const order: Order = res.body.order;
        expect(order).toMatchObject({
          amount: 6301,
          cashRounding: 0.5,
          payment_method: 'cash',
          discount: null,
        });
        expect(await stored(order._id)).toEqual({ amountPaisa: 630_100, cashRoundingPaisa: 50 });
        // Read back, by the customer and by an admin.
        for (const token of [t.customerToken, t.adminToken]) {
          const one = await t.http.get(`/api/v1/orders/${order._id}`).set(bearer(token)).expect(200);
          expect(one.body).toMatchObject({ amount: 6301, cashRounding: 0.5 });
        }
        const mine = await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200);
        expect(mine.body.find((o: Order) => o._id === order._id)).toMatchObject({
          amount: 6301,
          cashRounding: 0.5,
        });
      });

      it('refuses the total with its paisa with 409 naming the rounded total, and changes nothing', async () => {
        for (const amount of [6301.5, 6302]) {
          await expectNothingChanged(async () => {
            const res = await placeOrder(t, {
              ...payloadOf([lineOf(shawl, 1), lineOf(muffler, 3)]),
              amount,
            }).expect(409);
            expect(res.body).toMatchObject({
              success: false,
              message: 'Prices have changed. Please review your cart.',
              total: 6301,
            });
          });
        }
        // A shortage names it too: Rs. 1,800 + 5 × Rs. 1,500.50 = Rs. 9,302.50.
        await expectNothingChanged(async () => {
          const res = await placeOrder(t, payloadOf([lineOf(shawl, 1), lineOf(muffler, 5)])).expect(409);
          expect(res.body).toMatchObject({ message: `Only 3 left of ${muffler.name}`, total: 9302 });
        });
      });

      it('keeps the paisa of a Khalti total, and records no rounding', async () => {
        const { token } = await createCustomer(t, { email: 'khalti-paisa@pashmina.test' });
        const res = await placeOrder(t, payloadOf([lineOf(muffler, 1)], 'khalti'), token).expect(201);
        expect(res.body.order).toMatchObject({ amount: 1500.5, cashRounding: 0, payment_method: 'khalti' });
        expect(await stored(res.body.order._id)).toEqual({ amountPaisa: 150_050, cashRoundingPaisa: 0 });
        // The Khalti total rounded as if it were cash is refused: Khalti takes the paisa.
        const rounded = { ...payloadOf([lineOf(muffler, 1)], 'khalti'), amount: 1500 };
        expect((await placeOrder(t, rounded, token).expect(409)).body).toMatchObject({ total: 1500.5 });
      });

      it('records no rounding for a whole-rupee cash total', async () => {
        const res = await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201);
        expect(res.body.order).toMatchObject({ amount: 1800, cashRounding: 0 });
      });
    });

    it('responds with 409 naming a product that no longer exists', async () => {
      await expectNothingChanged(async () => {
        const ghost = {
          identity: randomUUID(),
          name: 'Ghost Shawl',
          quantity: 1,
          unit_price: 100,
          total_price: 100,
        };
        const res = await placeOrder(t, payloadOf([lineOf(shawl, 1), ghost])).expect(409);
        expect(res.body).toMatchObject({
          success: false,
          message: 'Ghost Shawl is no longer available',
          lines: [{ id: shawl.id }],
        });
      });
    });

    it.each([
      [{ products_details: [] }, 'Your cart is empty. Please add items before proceeding to checkout.'],
      [{ payment_method: 'card' }, 'Please choose a payment method.'],
      [{ amount: 'lots' }, 'Amount must be a number of rupees'],
      [{ customer_info: { ...CUSTOMER_INFO, phone: '12345' } }, 'Invalid phone number'],
      [{ customer_info: { ...CUSTOMER_INFO, address: ' ' } }, 'Address is required'],
      [{ customer_info: undefined }, 'Customer information is required'],
      [{ status: 'paid' }, 'Unknown field: status'],
    ])('refuses %p with 400', async (change, message) => {
      await expectNothingChanged(async () => {
        const res = await placeOrder(t, { ...payloadOf([lineOf(shawl, 1)]), ...change }).expect(400);
        expect(res.body).toMatchObject({ success: false, message });
      });
    });

    it('accepts a floating-point total that rounds to the true one, refuses unknown line fields', async () => {
      await placeOrder(t, { ...payloadOf([lineOf(shawl, 1)]), amount: 1800.0000000002 }).expect(201);
      const res = await placeOrder(
        t,
        payloadOf([{ ...lineOf(shawl, 1), productImg: 'x.webp' } as never]),
      ).expect(400);
      expect(res.body).toMatchObject({ success: false, message: 'Unknown field: productImg' });
    });

    it('refuses a line without a valid product id', async () => {
      const res = await placeOrder(t, payloadOf([{ ...lineOf(shawl, 1), identity: 'abc' }])).expect(400);
      expect(res.body.message).toBe('Every cart line needs a valid product id (identity)');
    });

    it('needs a login', async () => {
      await t.http
        .post('/api/v1/create-orders')
        .send(payloadOf([lineOf(shawl, 1)]))
        .expect(401);
    });
  });

  describe('reading orders', () => {
    let mine: Order;
    let theirs: Order;
    let other: { token: string; id: string };

    beforeAll(async () => {
      await resetStock();
      other = await createCustomer(t, { email: 'reader@pashmina.test' });
      mine = (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order;
      theirs = (await placeOrder(t, payloadOf([lineOf(muffler, 1)]), other.token).expect(201)).body.order;
    });

    it('shows a customer only their own orders, newest first', async () => {
      const res = await t.http.get('/api/v1/orders').set(bearer(other.token)).expect(200);
      // A customer's own list also says whether, and until when, a delivered order can be returned.
      expect(res.body).toEqual([{ ...theirs, returnRequest: null, returnableUntil: null }]);
      const own = await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200);
      expect(own.body.map((o: Order) => o._id)).toContain(mine._id);
      expect(own.body.map((o: Order) => o._id)).not.toContain(theirs._id);
      const times = own.body.map((o: Order) => o.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('shows an admin every order', async () => {
      const res = await t.http.get('/api/v1/orders').set(bearer(t.adminToken)).expect(200);
      expect(res.body.map((o: Order) => o._id)).toEqual(expect.arrayContaining([mine._id, theirs._id]));
    });

    it("responds with 404 for another customer's order, and the order to its owner and admins", async () => {
      const res = await t.http.get(`/api/v1/orders/${theirs._id}`).set(bearer(t.customerToken)).expect(404);
      expect(res.body).toMatchObject({ success: false, message: 'Order not found' });
      // One order also carries its status history, starting with its creation,
      // and whether it can be returned; an admin's also lists its refunds.
      const withHistory = {
        ...theirs,
        returnRequest: null,
        returnableUntil: null,
        statusHistory: [{ status: theirs.status, at: theirs.createdAt, source: 'customer', by: null }],
      };
      await t.http.get(`/api/v1/orders/${theirs._id}`).set(bearer(other.token)).expect(200, withHistory);
      await t.http
        .get(`/api/v1/orders/${theirs._id}`)
        .set(bearer(t.adminToken))
        .expect(200, { ...withHistory, refunds: [] });
      await t.http.get('/api/v1/orders/not-an-id').set(bearer(t.adminToken)).expect(404);
      await t.http.get(`/api/v1/orders/${randomUUID()}`).set(bearer(t.adminToken)).expect(404);
    });

    it('needs a login', async () => {
      await t.http.get('/api/v1/orders').expect(401);
    });
  });

  describe('PUT /orders/:id', () => {
    beforeEach(resetStock);

    it('is for admins only (403 to customers)', async () => {
      const order = (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order;
      const res = await setStatus(order._id, 'delivered', t.customerToken).expect(403);
      expect(res.body).toMatchObject({ success: false, message: 'You are not allowed to do this' });
    });

    it('refuses statuses outside the five an admin sets', async () => {
      const order = (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order;
      for (const status of ['awaiting payment', 'lost', '', 1]) {
        const res = await setStatus(order._id, status).expect(400);
        expect(res.body.message).toBe(
          'Status must be one of cash on delivery, paid, shipped, delivered, cancelled',
        );
      }
      await setStatus(randomUUID(), 'paid').expect(404);
    });

    it('cancelling returns the stock and the sold count once; a cancelled order is final', async () => {
      const order = (await placeOrder(t, payloadOf([lineOf(shawl, 2), lineOf(muffler, 1)])).expect(201)).body
        .order;
      expect(await productState(t, shawl.id)).toEqual({ stock: 3, quantitySold: 2 });
      const res = await setStatus(order._id, 'cancelled').expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Order updated successfully',
        order: { _id: order._id, status: 'cancelled' },
      });
      expect(await productState(t, shawl.id)).toEqual({ stock: 5, quantitySold: 0 });
      expect(await productState(t, muffler.id)).toEqual({ stock: 3, quantitySold: 0 });
      for (const status of ['cancelled', 'paid', 'delivered', 'cash on delivery']) {
        const again = await setStatus(order._id, status).expect(409);
        expect(again.body).toMatchObject({ success: false, message: 'This order is final' });
      }
      expect(await productState(t, shawl.id)).toEqual({ stock: 5, quantitySold: 0 });
    });

    it('moves a cash order through paid to delivered, which is final and keeps the sale', async () => {
      const order = (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order;
      await setStatus(order._id, 'paid').expect(200);
      await setStatus(order._id, 'delivered').expect(200);
      expect(await productState(t, shawl.id)).toEqual({ stock: 4, quantitySold: 1 });
      const res = await setStatus(order._id, 'cancelled').expect(409);
      expect(res.body.message).toBe('This order is final');
      expect(await productState(t, shawl.id)).toEqual({ stock: 4, quantitySold: 1 });
    });
  });

  // Overselling needs real concurrency: a PostgreSQL server with a connection pool.
  const concurrency = process.env.DATABASE_URL ? describe : undefined;
  if (!concurrency)
    console.log('orders: concurrency tests skipped (they need DATABASE_URL, a PostgreSQL server)');
  concurrency?.('under concurrency (PostgreSQL)', () => {
    it('sells exactly the stock to 50 buyers at once, without a 5xx', async () => {
      await t.db.update(products).set({ stock: 10, quantitySold: 0 }).where(eq(products.id, muffler.id));
      const before = await orderCount(t);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => placeOrder(t, payloadOf([lineOf(muffler, 1)]))),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      expect(await productState(t, muffler.id)).toEqual({ stock: 0, quantitySold: 10 });
      expect((await orderCount(t)) - before).toBe(10);
    });
  });
});

describe('migration 0011: the orders placed before cash was whole rupees keep their paisa, with no rounding', () => {
  it('adds cashRounding as 0 and leaves the amounts as they were', async () => {
    const shop = await shopBefore('0011_cash_rounding');
    try {
      await shop.db.execute(sql`
        insert into orders (status, amount_paisa, customer_name, customer_email, customer_phone, address, payment_method)
        values ('delivered', 492915, 'Sita', 'sita@shop.test', '9841234567', 'Thamel', 'cash')`);
      await shop.upgrade();
      const rows = await shop.db
        .select({ amountPaisa: orders.amountPaisa, cashRoundingPaisa: orders.cashRoundingPaisa })
        .from(orders);
      expect(rows).toEqual([{ amountPaisa: 492_915, cashRoundingPaisa: 0 }]);
      // The shop gives at most 99 paisa.
      await expect(shop.db.execute(sql`update orders set cash_rounding_paisa = 100`)).rejects.toThrow();
    } finally {
      await shop.close();
    }
  });
});
