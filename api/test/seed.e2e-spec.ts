import { eq, sql } from 'drizzle-orm';
import {
  type AdminReview,
  type AdminStats,
  BEST_SELLER_THRESHOLD,
  type Feedback,
  LOW_STOCK_THRESHOLD,
  type Order,
  ORDER_STATUSES,
  paisaToRupees,
  payableRupees,
  type Product,
  rupeesToPaisa,
  STATS_REVENUE_MONTHS,
  TOTAL_COUNT_HEADER,
} from '../src/contracts';
import { feedback, orders, products, users } from '../src/database';
import { buildCatalog } from '../src/seed/catalog';
import { DEMO_CUSTOMER } from '../src/seed';
import { DEMO_FEEDBACK, DEMO_ORDERS, DEMO_REVIEWS } from '../src/seed/demo-activity';
import { VARIANT_PRODUCTS } from '../src/seed/variant-products';
import { ADMIN_EMAIL, bearer, CUSTOMER_EMAIL, startTestApp, type TestApp } from './harness';

const count = async (t: TestApp, table: typeof users | typeof orders | typeof products | typeof feedback) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe('seed: a development shop starts alive', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 12, demoActivity: true });
  });
  afterAll(() => t?.close());

  it('gives the demo customer orders in every status, spread over months, newest first', async () => {
    const res = await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200);
    const list = res.body as Order[];
    expect(list).toHaveLength(DEMO_ORDERS.length);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(DEMO_ORDERS.length));
    // Every status a status change reaches; `refunded` comes from refunds alone, which the demo seed makes none of.
    expect(new Set(list.map((o) => o.status))).toEqual(
      new Set(ORDER_STATUSES.filter((status) => status !== 'refunded')),
    );
    const times = list.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const months = new Set(list.filter((o) => o.status === 'delivered').map((o) => o.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(2);
    const oldest = new Date(times[times.length - 1]).getTime();
    expect(Date.now() - oldest).toBeGreaterThan(150 * 86_400_000);
    expect(Date.now() - oldest).toBeLessThan(183 * 86_400_000);
    for (const order of list) {
      expect(order.customer_information.email).toBe(CUSTOMER_EMAIL);
      expect(order.products.length).toBeGreaterThan(0);
      // The lines' total, in whole rupees for cash on delivery (the shop gives the paisa).
      const total = order.products.reduce(
        (sum, line) => sum + rupeesToPaisa(line.unitPrice) * line.quantity,
        0,
      );
      expect(order).toMatchObject(payableRupees(paisaToRupees(total), order.payment_method === 'cash'));
    }
    expect(list.filter((o) => o.status === 'paid').every((o) => o.transaction_code)).toBe(true);
    expect(list.filter((o) => o.payment_method === 'cash').every((o) => o.transaction_code === null)).toBe(
      true,
    );
  });

  it('records who made each demo change, at times that follow the backdated order', async () => {
    const list = (await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200))
      .body as Order[];
    const expectedSources: Record<string, string[]> = {
      'awaiting payment': ['customer'],
      'cash on delivery': ['customer'],
      paid: ['customer', 'khalti'],
    };
    for (const { _id, status, payment_method, createdAt } of list) {
      const order = (await t.http.get(`/api/v1/orders/${_id}`).set(bearer(t.adminToken)).expect(200))
        .body as Order;
      const history = order.statusHistory!;
      const paidFirst = payment_method === 'khalti' ? ['customer', 'khalti'] : ['customer'];
      expect(history.map((e) => e.source)).toEqual(expectedSources[status] ?? [...paidFirst, 'admin']);
      expect(history[0].at).toBe(createdAt);
      expect(history.at(-1)!.status).toBe(status);
      const times = history.map((e) => new Date(e.at).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times.at(-1)!).toBeLessThanOrEqual(Date.now());
      for (const entry of history.filter((e) => e.source === 'admin'))
        expect(entry.by).toEqual({ name: 'admin', email: ADMIN_EMAIL });
    }
  });

  it('leaves the order awaiting payment with a live sandbox payment link', async () => {
    const res = await t.http
      .get('/api/v1/orders')
      .query({ status: 'awaiting payment' })
      .set(bearer(t.customerToken))
      .expect(200);
    expect(res.body).toHaveLength(1);
    const [order] = res.body as Order[];
    expect(order.payment_method).toBe('khalti');
    expect(order.pendingPayment).toEqual({
      payment_url: expect.stringContaining('/sandbox/khalti/pay/'),
      expires_at: expect.any(String),
      expired: false,
    });
    // The sandbox knows the payment: its page opens.
    const pidx = order.pendingPayment!.payment_url.split('/').pop();
    await t.http.get(`/sandbox/khalti/pay/${pidx}`).expect(200);
  });

  it('moves stock and sold counts as real orders do: sold units are counted, cancelled ones given back', async () => {
    const list = (await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200))
      .body as Order[];
    const expected = new Map(
      buildCatalog(12).map((item) => [item.name, { stock: item.stock, quantitySold: item.quantitySold }]),
    );
    for (const order of list) {
      for (const line of order.products) {
        const product = expected.get(line.name)!;
        if (order.status !== 'cancelled') product.stock -= line.quantity;
        if (['delivered', 'paid', 'cash on delivery', 'shipped'].includes(order.status))
          product.quantitySold += line.quantity;
      }
    }
    const rows = await t.db
      .select({ name: products.name, stock: products.stock, quantitySold: products.quantitySold })
      .from(products);
    expect(new Map(rows.map(({ name, ...state }) => [name, state]))).toEqual(expected);
    // Something actually moved: the demo orders use several products.
    expect(new Set(list.flatMap((o) => o.products.map((line) => line.name))).size).toBeGreaterThan(3);
  });

  it('fills every card, both charts and the low-stock list of the admin dashboard', async () => {
    const list = (await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200))
      .body as Order[];
    const delivered = list.filter((o) => o.status === 'delivered');
    const stats = (await t.http.get('/api/v1/stats').set(bearer(t.adminToken)).expect(200))
      .body as AdminStats;
    expect(stats).toMatchObject({
      totalProducts: 12,
      totalUsers: 2,
      deliveredOrders: DEMO_ORDERS.filter((o) => o.status === 'delivered').length,
      ordersToDeliver: DEMO_ORDERS.filter((o) => ['paid', 'cash on delivery', 'shipped'].includes(o.status))
        .length,
    });
    const revenue = delivered.reduce((sum, o) => sum + o.amount, 0);
    expect(stats.totalRevenue).toBeCloseTo(revenue, 2);
    // Six months of history all fall inside the chart's twelve, most of them with a delivery.
    expect(stats.revenueByMonth).toHaveLength(STATS_REVENUE_MONTHS);
    expect(stats.revenueByMonth.reduce((sum, m) => sum + m.revenue, 0)).toBeCloseTo(revenue, 2);
    expect(stats.revenueByMonth.filter((m) => m.revenue > 0).length).toBeGreaterThanOrEqual(4);
    expect(stats.topSelling.length).toBeGreaterThanOrEqual(2);
    expect(stats.topSelling.every((p) => p.quantitySold >= BEST_SELLER_THRESHOLD)).toBe(true);
    expect(stats.lowStock.length).toBeGreaterThanOrEqual(2);
    expect(stats.lowStock.every((p) => p.stock < LOW_STOCK_THRESHOLD)).toBe(true);
  });

  it('adds the demo feedback, one of it featured, as a testimonial', async () => {
    const testimonials = await t.http.get('/api/v1/contact/testimonials').expect(200);
    expect(testimonials.body).toEqual([
      {
        _id: expect.any(String),
        name: DEMO_CUSTOMER.name,
        message: DEMO_FEEDBACK.find((f) => f.featured)!.message,
      },
    ]);
    const own = await t.http.get('/api/v1/contact').set(bearer(t.customerToken)).expect(200);
    expect((own.body as Feedback[]).map((m) => m.message)).toEqual(
      [...DEMO_FEEDBACK].sort((a, b) => a.daysAgo - b.daysAgo).map((f) => f.message),
    );
  });

  it('adds a few approved reviews, one answered, on products of delivered demo orders (issue 54)', async () => {
    const reviews = (await t.http.get('/api/v1/reviews').set(bearer(t.adminToken)).expect(200))
      .body as AdminReview[];
    expect(reviews.map((r) => [r.status, r.text])).toEqual(
      expect.arrayContaining(DEMO_REVIEWS.map((r) => ['approved', r.text])),
    );
    expect(reviews).toHaveLength(DEMO_REVIEWS.length);
    expect(reviews.filter((r) => r.reply)).toHaveLength(1);
    const delivered = await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200);
    const deliveredProducts = new Set(
      (delivered.body as Order[])
        .filter((o) => o.status === 'delivered')
        .flatMap((o) => o.products.map((p) => p.identity)),
    );
    for (const review of reviews) {
      expect(deliveredProducts.has(review.product._id)).toBe(true);
      // Each product's page shows its review and its rating.
      const page = (await t.http.get(`/api/v1/product/${review.product._id}/reviews`).expect(200)).body;
      expect(page).toMatchObject({ count: 1, average: review.rating, total: 1 });
    }
  });
});

describe('seed: the demo products with colours (issue 41)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 4, variantProducts: true });
  });
  afterAll(() => t?.close());

  it('has three products with colours, one with sizes too, each colour with its picture', async () => {
    const list = (await t.http.get('/api/v1/product?limit=100').expect(200)).body as Product[];
    const withVariants = list.filter((p) => p.variants.length > 0);
    expect(withVariants.map((p) => p.productName).sort()).toEqual(VARIANT_PRODUCTS.map((p) => p.name).sort());
    for (const product of withVariants) {
      expect(product.options[0].name).toBe('Colour');
      expect(product.stock).toBe(product.variants.reduce((sum, v) => sum + v.stock, 0));
      expect(product.variants.every((v) => v.image)).toBe(true);
      // One picture per colour: the variants of one colour share it, two colours never do.
      const pictures = new Map(product.variants.map((v) => [v.options.Colour, v.image!.productImg]));
      expect(new Set(pictures.values()).size).toBe(pictures.size);
      await t.http.get(product.variants[0].image!.productThumb).expect(200);
    }
    expect(withVariants.filter((p) => p.options.length === 2)).toHaveLength(1);
    expect((await t.http.get('/api/v1/product?colour=maroon').expect(200)).body).toHaveLength(1);
  });

  // Issue 51: the demo shop's Nepali pages are Nepali, its products and their options too.
  it('gives every demo product a Nepali name and description, and the options of the variants theirs', async () => {
    const list = (await t.http.get('/api/v1/product?limit=100').expect(200)).body as Product[];
    expect(list.length).toBeGreaterThan(VARIANT_PRODUCTS.length);
    const devanagari = /^[\u0900-\u097F][\u0900-\u097F\s,:;0-9×]+$/;
    for (const product of list) {
      expect(product.productNameNe).toMatch(devanagari);
      expect(product.descriptionNe).toMatch(devanagari);
    }
    for (const option of list.flatMap((p) => p.options)) {
      expect(option.nameNe).toMatch(devanagari);
      expect(option.valuesNe).toHaveLength(option.values.length);
      for (const value of option.valuesNe ?? []) expect(value).toMatch(devanagari);
    }
  });
});

describe('seed: production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      products: 4,
      demoActivity: true,
      env: {
        NODE_ENV: 'production',
        KHALTI_SECRET_KEY: 'test-khalti-key',
        ESEWA_SECRET_KEY: 'test-esewa-key',
      },
    });
  });
  afterAll(() => t?.close());

  it('seeds only the owner account: no demo customer, catalogue, orders or feedback', async () => {
    const rows = await t.db.select({ email: users.email, isOwner: users.isOwner }).from(users);
    expect(rows).toEqual([{ email: ADMIN_EMAIL, isOwner: true }]);
    expect(await count(t, users)).toBe(1);
    expect(await count(t, products)).toBe(0);
    expect(await count(t, orders)).toBe(0);
    expect(await count(t, feedback)).toBe(0);
    expect((await t.db.select().from(users).where(eq(users.email, CUSTOMER_EMAIL))).length).toBe(0);
  });
});
