import { eq, sql } from 'drizzle-orm';
import type { Product, StockMovement } from '../src/contracts';
import {
  emails,
  khaltiSandboxPayments,
  orders,
  payments,
  products,
  productVariants,
  stockMovements,
} from '../src/database';
import { KhaltiRecheckService } from '../src/payments';
import { LINK_LIFETIME_MS } from '../src/payments/khalti-recheck.service';
import { errorBody } from './error-body';
import { CUSTOMER_INFO, createProduct, PRODUCT_FIELDS, placeOrder } from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';
import { png } from './images';

// Issue 55: the stock ledger (docs/rules.md, Stock). Every change of a product's or a variant's stock writes one
// movement in its own transaction, so a product's movements sum to its stock, whatever races.
describe('the stock ledger', () => {
  let t: TestApp;
  let image: Buffer;

  beforeAll(async () => {
    t = await startTestApp({ products: 2 });
    image = await png(40, 40);
  });
  afterAll(() => t?.close());

  const admin = () => bearer(t.adminToken);
  const newProduct = async (
    name: string,
    stock: number,
    extra: Record<string, string> = {},
  ): Promise<Product> =>
    (
      await createProduct(
        t,
        {
          ...PRODUCT_FIELDS,
          productName: name,
          discount: '0',
          price: '1000',
          stock: String(stock),
          ...extra,
        },
        { image },
      ).expect(201)
    ).body.product;
  const withVariants = async (name: string, stocks: [number, number]): Promise<Product> => {
    const product = await newProduct(name, 0);
    return (
      await t.http
        .put(`/api/v1/product/${product._id}/variants`)
        .set(admin())
        .send({
          options: [{ name: 'Colour', values: ['Maroon', 'Beige'] }],
          variants: [
            { options: { Colour: 'Maroon' }, stock: stocks[0] },
            { options: { Colour: 'Beige' }, stock: stocks[1] },
          ],
        })
        .expect(200)
    ).body.product;
  };
  const ledger = async (id: string, query = ''): Promise<StockMovement[]> =>
    (await t.http.get(`/api/v1/product/${id}/stock-movements${query}`).set(admin()).expect(200)).body;
  const adjust = (id: string, body: object, token = t.adminToken) =>
    t.http.post(`/api/v1/product/${id}/stock-adjustments`).set(bearer(token)).send(body);
  const line = (product: Product, quantity: number, variant?: string) => ({
    identity: product._id,
    quantity,
    unit_price: product.salePrice,
    ...(variant ? { variant } : {}),
  });
  const order = (
    lines: ReturnType<typeof line>[],
    method: 'cashOnDelivery' | 'khalti' = 'cashOnDelivery',
  ) => {
    const goods = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
    return placeOrder(t, {
      amount: goods,
      customer_info: CUSTOMER_INFO,
      products_details: lines,
      payment_method: method,
    });
  };
  const setStatus = (id: string, status: string) =>
    t.http.put(`/api/v1/orders/${id}`).set(admin()).send({ status }).expect(200);

  /** Every product's and variant's movements sum to its stock, and its newest movement's stockAfter is that stock. */
  async function expectLedgerToHold(): Promise<void> {
    const sums = await t.db.execute(sql`
      select p.id, p.stock, coalesce((select sum(m.change) from ${stockMovements} m where m.product_id = p.id), 0)::int as moved
      from ${products} p`);
    const rows = (sums as unknown as { rows: { id: string; stock: number; moved: number }[] }).rows;
    expect(rows.filter((row) => Number(row.moved) !== row.stock)).toEqual([]);
    const variantSums = await t.db.execute(sql`
      select v.id, v.stock, coalesce((select sum(m.change) from ${stockMovements} m where m.variant_id = v.id), 0)::int as moved
      from ${productVariants} v`);
    const variants = (variantSums as unknown as { rows: { id: string; stock: number; moved: number }[] })
      .rows;
    expect(variants.filter((row) => Number(row.moved) !== row.stock)).toEqual([]);
  }

  it('begins with the seeded catalogue: each product has its opening movement', async () => {
    await expectLedgerToHold();
    const [first] = await t.db.select().from(products).limit(1);
    const movements = await ledger(first.id);
    expect(movements).toEqual([
      expect.objectContaining({
        reason: 'created',
        change: first.stock,
        stockAfter: first.stock,
        variant: null,
      }),
    ]);
  });

  it('writes the created stock, adjustments and the product form’s edits, newest first, with who made them', async () => {
    const shawl = await newProduct('Ledger Plain Shawl', 10);
    const adjusted = await adjust(shawl._id, { change: -3, note: '  Two moth-eaten, one gifted  ' }).expect(
      201,
    );
    expect(adjusted.body).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      product: shawl._id,
      variant: null,
      change: -3,
      stockAfter: 7,
      reason: 'adjustment',
      order: null,
      by: { name: expect.any(String) },
      note: 'Two moth-eaten, one gifted',
    });
    await t.http.put(`/api/v1/product/${shawl._id}`).set(admin()).field('stock', '12').expect(200);
    // The form's other fields move no stock: no movement.
    await t.http
      .put(`/api/v1/product/${shawl._id}`)
      .set(admin())
      .field('stock', '12')
      .field('discount', '5')
      .expect(200);
    const movements = await ledger(shawl._id);
    expect(movements.map((m) => [m.reason, m.change, m.stockAfter, m.note])).toEqual([
      ['adjustment', 5, 12, 'Edited in the product form'],
      ['adjustment', -3, 7, 'Two moth-eaten, one gifted'],
      ['created', 10, 10, null],
    ]);
    expect(movements[0].by).toEqual(movements[2].by);
    const paged = await t.http
      .get(`/api/v1/product/${shawl._id}/stock-movements?page=2&limit=2`)
      .set(admin())
      .expect(200);
    expect(paged.headers['x-total-count']).toBe('3');
    expect(paged.body.map((m: StockMovement) => m.reason)).toEqual(['created']);
    await expectLedgerToHold();
  });

  it('refuses an adjustment below 0, without its variant, of 0, or without a note; customers 403', async () => {
    const plain = await newProduct('Ledger Refusals Shawl', 2);
    const coloured = await withVariants('Ledger Refusals Stole', [1, 1]);
    expect((await adjust(plain._id, { change: -3, note: 'Counted' }).expect(409)).body).toEqual(
      errorBody({ statusCode: 409, message: 'Stock cannot go below 0.' }),
    );
    expect((await adjust(coloured._id, { change: 2, note: 'Found' }).expect(400)).body).toEqual(
      errorBody({ statusCode: 400, message: 'Please choose the variant to adjust.' }),
    );
    const maroon = coloured.variants[0];
    expect(
      (await adjust(coloured._id, { variantId: maroon._id, change: -2, note: 'Counted' }).expect(409)).body,
    ).toEqual(errorBody({ statusCode: 409, message: 'Stock cannot go below 0.' }));
    await adjust(plain._id, { change: 0, note: 'Nothing' }).expect(400);
    await adjust(plain._id, { change: 1.5, note: 'Half' }).expect(400);
    await adjust(plain._id, { change: 1, note: '   ' }).expect(400);
    await adjust(plain._id, { change: 1, note: 'x'.repeat(201) }).expect(400);
    await adjust(plain._id, { change: 1, note: 'x'.repeat(200) }).expect(201);
    await adjust(plain._id, { change: 1, note: 'Mine' }, t.customerToken).expect(403);
    await t.http
      .post(`/api/v1/product/${plain._id}/stock-adjustments`)
      .send({ change: 1, note: 'x' })
      .expect(401);
    await t.http.get(`/api/v1/product/${plain._id}/stock-movements`).set(bearer(t.customerToken)).expect(403);
    await adjust('00000000-0000-4000-8000-000000000000', { change: 1, note: 'x' }).expect(404);
    await adjust(coloured._id, {
      variantId: '00000000-0000-4000-8000-000000000000',
      change: 1,
      note: 'x',
    }).expect(404);
    // Nothing refused moved: 2 + 1 (the 200 characters' note).
    expect((await t.http.get(`/api/v1/product/${plain._id}`).expect(200)).body.stock).toBe(3);
    await expectLedgerToHold();
  });

  it('adjusts one variant with a note, and lists that variant’s movements', async () => {
    const stole = await withVariants('Ledger Variant Stole', [4, 6]);
    const [maroon, beige] = stole.variants;
    const moved = await adjust(stole._id, {
      variantId: beige._id,
      change: 5,
      note: 'New bale from Kathmandu',
    }).expect(201);
    expect(moved.body).toMatchObject({
      variant: { _id: beige._id, label: 'Beige' },
      change: 5,
      stockAfter: 11,
      reason: 'adjustment',
      note: 'New bale from Kathmandu',
    });
    const read = (await t.http.get(`/api/v1/product/${stole._id}`).expect(200)).body as Product;
    expect(read.stock).toBe(15);
    expect(read.variants.map((v) => v.stock)).toEqual([4, 11]);
    expect((await ledger(stole._id, `?variant=${beige._id}`)).map((m) => [m.reason, m.change])).toEqual([
      ['adjustment', 5],
      ['created', 6],
    ]);
    expect((await ledger(stole._id, `?variant=${maroon._id}`)).map((m) => [m.reason, m.change])).toEqual([
      ['created', 4],
    ]);
    await t.http.get(`/api/v1/product/${stole._id}/stock-movements?variant=maroon`).set(admin()).expect(400);
    // The variants' table's edits are the form's: a stock changed and a variant removed.
    await t.http
      .put(`/api/v1/product/${stole._id}/variants`)
      .set(admin())
      .send({
        options: [{ name: 'Colour', values: ['Maroon'] }],
        variants: [{ _id: maroon._id, options: { Colour: 'Maroon' }, stock: 9 }],
      })
      .expect(200);
    expect((await ledger(stole._id)).slice(0, 2).map((m) => [m.variant?.label, m.change, m.note])).toEqual(
      expect.arrayContaining([
        ['Maroon', 5, 'Edited in the product form'],
        ['Beige', -11, 'Edited in the product form'],
      ]),
    );
    await expectLedgerToHold();
  });

  it('holds under 20 racing orders, cancellations, expired payments, refunds with restock and returns', async () => {
    const shawl = await newProduct('Ledger Race Shawl', 25);
    const stole = await withVariants('Ledger Race Stole', [12, 12]);
    const [maroon, beige] = stole.variants;
    // Two Khalti orders awaiting their payment, then 20 cash orders at once, more than the shawl's stock serves
    // (23 left, 2 an order): 11 are served, 9 refused, none oversells.
    const khalti = await Promise.all(
      [maroon, beige].map((variant) =>
        order([line(shawl, 1), line(stole, 1, variant._id)], 'khalti').expect(201),
      ),
    );
    const awaiting = khalti.map((res) => res.body.order as { _id: string; status: string });
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order([line(shawl, 2), line(stole, 1, i % 2 ? maroon._id : beige._id)]),
      ),
    );
    const cash = racing
      .filter((res) => res.status === 201)
      .map((res) => res.body.order as { _id: string; status: string });
    expect(cash.length).toBe(11);
    expect(racing.filter((res) => res.status === 409)).toHaveLength(9);
    await expectLedgerToHold();
    // An admin's cancellation, the customer's, and an expired payment (the payment's side cancels).
    await setStatus(cash[0]._id, 'cancelled');
    await t.http.post(`/api/v1/orders/${awaiting[0]._id}/cancel`).set(bearer(t.customerToken)).expect(200);
    // A Khalti link left to expire: the recheck job cancels its order.
    const pidx = khalti[1].body.data.pidx as string;
    const expiry = new Date(Date.now() - 60_000);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(expiry.getTime() - LINK_LIFETIME_MS) })
      .where(eq(orders.id, awaiting[1]._id));
    await t.db.update(payments).set({ expiresAt: expiry }).where(eq(payments.pidx, pidx));
    await t.db
      .update(khaltiSandboxPayments)
      .set({ expiresAt: expiry })
      .where(eq(khaltiSandboxPayments.pidx, pidx));
    await t.app.get(KhaltiRecheckService).recheckStale();
    // A refund that puts goods back, and a return's.
    await setStatus(cash[1]._id, 'delivered');
    await t.http
      .post(`/api/v1/orders/${cash[1]._id}/refunds`)
      .set(admin())
      .send({ amount: 100, reason: 'Stained', restock: [{ identity: shawl._id, quantity: 1 }] })
      .expect(201);
    await setStatus(cash[2]._id, 'delivered');
    const requested = await t.http
      .post(`/api/v1/orders/${cash[2]._id}/returns`)
      .set(bearer(t.customerToken))
      .send({ lines: [{ identity: shawl._id, quantity: 2 }], reason: 'Too warm for Pokhara' })
      .expect(201);
    await t.http
      .put(`/api/v1/returns/${requested.body._id}`)
      .set(admin())
      .send({ status: 'approved' })
      .expect(200);
    await t.http
      .post(`/api/v1/orders/${cash[2]._id}/refunds`)
      .set(admin())
      .send({ amount: 200, reason: 'Returned', restock: [{ identity: shawl._id, quantity: 2 }] })
      .expect(201);
    // And an edit in the form, racing the orders' cancellations of the other product.
    await Promise.all([
      t.http.put(`/api/v1/product/${shawl._id}`).set(admin()).field('stock', '30').expect(200),
      setStatus(cash[3]._id, 'cancelled'),
      adjust(stole._id, { variantId: maroon._id, change: 3, note: 'Found in the back' }).expect(201),
    ]);
    await expectLedgerToHold();

    const reasons = new Set((await ledger(shawl._id, '?limit=100')).map((m) => m.reason));
    expect([...reasons].sort()).toEqual(
      [
        'adjustment',
        'cancellation',
        'created',
        'expired payment',
        'order',
        'refund restock',
        'return restock',
      ].sort(),
    );
    const shawlMoves = await ledger(shawl._id, '?limit=100');
    const expired = shawlMoves.find((m) => m.reason === 'expired payment')!;
    expect(expired).toMatchObject({
      change: 1,
      by: null,
      order: { _id: awaiting[1]._id, orderNumber: expect.any(Number) },
    });
    const ordered = shawlMoves.filter((m) => m.reason === 'order');
    expect(ordered.map((m) => m.change).sort()).toEqual([...Array(11).fill(-2), -1, -1].sort());
    expect(ordered.every((m) => m.order !== null && m.by !== null)).toBe(true);
    const stoleMoves = await ledger(stole._id, '?limit=100');
    expect(stoleMoves.filter((m) => m.reason === 'order').every((m) => m.variant !== null)).toBe(true);
  });

  describe('low-stock alerts', () => {
    const alerts = async (name: string) =>
      (await t.db.select().from(emails).where(eq(emails.kind, 'low-stock')).orderBy(emails.createdAt))
        .filter((e) => e.subject.includes(name))
        .map((e) => [e.to, e.subject]);

    it('e-mails the owner once per crossing of the mark, again only after the stock rose above it', async () => {
      const shawl = await newProduct('Alert Plain Shawl', 5, { lowStockAt: '2' });
      expect(shawl.lowStockAt).toBe(2);
      await adjust(shawl._id, { change: -2, note: 'Sold at the counter' }).expect(201); // 3: above the mark
      expect(await alerts('Alert Plain Shawl')).toEqual([]);
      await adjust(shawl._id, { change: -1, note: 'Sold at the counter' }).expect(201); // 2: at the mark
      await adjust(shawl._id, { change: -1, note: 'Sold at the counter' }).expect(201); // 1: still low
      expect(await alerts('Alert Plain Shawl')).toEqual([
        [t.config.shopAlertEmail, 'Low stock: Alert Plain Shawl has 2 left'],
      ]);
      await adjust(shawl._id, { change: 4, note: 'Restocked' }).expect(201); // 5
      const placed = await order([line(shawl, 4)]).expect(201); // 1: crosses again, through an order
      expect(await alerts('Alert Plain Shawl')).toEqual([
        [t.config.shopAlertEmail, 'Low stock: Alert Plain Shawl has 2 left'],
        [t.config.shopAlertEmail, 'Low stock: Alert Plain Shawl has 1 left'],
      ]);
      await setStatus(placed.body.order._id, 'cancelled');
      expect(await alerts('Alert Plain Shawl')).toHaveLength(2);
    });

    it('names the variant, takes the product’s mark, and the dashboard lists what is at or below it', async () => {
      const stole = await withVariants('Alert Variant Stole', [6, 6]);
      await t.http.put(`/api/v1/product/${stole._id}`).set(admin()).field('lowStockAt', '4').expect(200);
      await t.http.put(`/api/v1/product/${stole._id}`).set(admin()).field('lowStockAt', '1001').expect(400);
      await adjust(stole._id, { variantId: stole.variants[1]._id, change: -2, note: 'Counted' }).expect(201);
      expect(await alerts('Alert Variant Stole')).toEqual([
        [t.config.shopAlertEmail, 'Low stock: Alert Variant Stole (Beige) has 4 left'],
      ]);
      const stats = (await t.http.get('/api/v1/stats').set(admin()).expect(200)).body;
      const listed = stats.lowStock.filter((p: { _id: string }) => p._id === stole._id);
      expect(listed).toEqual([
        {
          _id: stole._id,
          productName: 'Alert Variant Stole',
          variant: { _id: stole.variants[1]._id, label: 'Beige' },
          stock: 4,
        },
      ]);
      // The staff's dashboard reads the same list.
      const work = (await t.http.get('/api/v1/stats/stock').set(admin()).expect(200)).body;
      expect(work.lowStock).toEqual(stats.lowStock);
      expect(work.ordersToDeliver).toBe(stats.ordersToDeliver);
    });
  });
});
