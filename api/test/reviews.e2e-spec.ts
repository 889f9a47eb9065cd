import { and, eq, sql } from 'drizzle-orm';
import {
  type AdminReview,
  type AdminStats,
  type Product,
  type ProductReviews,
  type Review,
  reviewAuthor,
} from '../src/contracts';
import { emails, orderStatusHistory, type ProductRow, products } from '../src/database';
import { ReviewRequestJob } from '../src/reviews';
import { DEMO_CUSTOMER } from '../src/seed';
import { errorBody } from './error-body';
import { bearer, CUSTOMER_EMAIL, startTestApp, type TestApp } from './harness';
import { type SmtpSink, startSmtpSink } from './mail/smtp-sink';
import { createCustomer, lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
/** The demo customer as the public reads them. */
const DEMO_AUTHOR = reviewAuthor(DEMO_CUSTOMER.name);

// Issue 54: reviews from customers who received the product, held for the owner, answered in public.
describe('reviews', () => {
  let t: TestApp;
  let shawl: ProductRow;
  let muffler: ProductRow;
  let poncho: ProductRow;
  let blanket: ProductRow;

  let sink: SmtpSink;

  beforeAll(async () => {
    // The e-mails are read back from a real SMTP server in this process.
    sink = await startSmtpSink();
    t = await startTestApp({
      products: 6,
      env: { SMTP_URL: sink.url, MAIL_POLL_MS: '50', PUBLIC_URL: 'https://shop.example' },
    });
    [shawl, muffler, poncho, blanket] = await prepareProducts(t, [
      { pricePaisa: 250_000, stock: 100 },
      { pricePaisa: 120_000, stock: 100 },
      { pricePaisa: 300_000, stock: 100 },
      { pricePaisa: 400_000, stock: 100 },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const admin = () => bearer(t.adminToken);
  const write = (productId: string, body: object, token = t.customerToken) =>
    t.http.post(`/api/v1/product/${productId}/reviews`).set(bearer(token)).send(body);
  const moderate = (id: string, body: object) =>
    t.http.put(`/api/v1/reviews/${id}/moderation`).set(admin()).send(body);
  const publicReviews = async (productId: string, query = ''): Promise<ProductReviews> =>
    (await t.http.get(`/api/v1/product/${productId}/reviews${query}`).expect(200)).body;

  /** A cash order of the lines, placed by `token`'s customer; delivered unless told otherwise. */
  const order = async (lines: ProductRow[], token = t.customerToken, deliver = true): Promise<string> => {
    const id = (await placeOrder(t, payloadOf(lines.map((p) => lineOf(p, 1))), token).expect(201)).body.order
      ._id;
    if (deliver)
      await t.http.put(`/api/v1/orders/${id}`).set(admin()).send({ status: 'delivered' }).expect(200);
    return id;
  };

  const GOOD = {
    rating: 5,
    title: 'Soft and warm',
    text: 'Real pashmina, the colour is true to the picture.',
  };

  it('is refused anonymously, without a delivered order (only paid), and twice; allowed after delivery', async () => {
    await t.http.post(`/api/v1/product/${shawl.id}/reviews`).send(GOOD).expect(401);

    // Paid is not received.
    const pending = await order([shawl], t.customerToken, false);
    await t.http.put(`/api/v1/orders/${pending}`).set(admin()).send({ status: 'paid' }).expect(200);
    const refused = await write(shawl.id, GOOD).expect(403);
    expect(refused.body).toEqual(
      errorBody({
        message: 'Only customers who received this product can review it.',
        code: 'REVIEW_NOT_ALLOWED',
      }),
    );
    expect(
      (await t.http.get(`/api/v1/product/${shawl.id}/reviews/mine`).set(bearer(t.customerToken)).expect(200))
        .body,
    ).toEqual({
      mayReview: false,
      review: null,
    });

    await t.http.put(`/api/v1/orders/${pending}`).set(admin()).send({ status: 'delivered' }).expect(200);
    expect(
      (await t.http.get(`/api/v1/product/${shawl.id}/reviews/mine`).set(bearer(t.customerToken)).expect(200))
        .body,
    ).toEqual({ mayReview: true, review: null });
    const created = await write(shawl.id, GOOD).expect(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      product: { _id: shawl.id, productName: shawl.name },
      rating: 5,
      title: 'Soft and warm',
      text: GOOD.text,
      author: DEMO_AUTHOR,
      verified: true,
      status: 'pending',
      createdAt: expect.any(String),
      reply: null,
      variant: null,
    });

    const twice = await write(shawl.id, { rating: 4, text: 'Buying another one soon.' }).expect(409);
    expect(twice.body).toEqual(
      errorBody({ message: 'You have already reviewed this product.', code: 'REVIEW_TWICE' }),
    );

    // The owner is told, through the outbox, and the dashboard counts it.
    const [mail] = await t.db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, 'new-review'), sql`${emails.payload}->>'reviewId' = ${created.body._id}`));
    expect(mail.to).toBe(t.config.shopAlertEmail);
    expect(mail.subject).toBe(`New review of ${shawl.name}: 5 of 5`);
    const stats = (await t.http.get('/api/v1/stats').set(admin()).expect(200)).body as AdminStats;
    expect(stats.reviewsToCheck).toBe(1);
  });

  it('refuses bad fields, each with its message', async () => {
    await order([muffler]);
    const cases: [object, string, string][] = [
      [{ ...GOOD, rating: 6 }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ ...GOOD, rating: 0 }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ ...GOOD, rating: 4.5 }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ text: GOOD.text }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ ...GOOD, title: 'x'.repeat(81) }, 'title', 'Title must be at most 80 characters long'],
      [{ ...GOOD, text: 'Too short' }, 'text', 'Review must be 10 to 2,000 characters long'],
      [{ ...GOOD, text: 'x'.repeat(2001) }, 'text', 'Review must be 10 to 2,000 characters long'],
      [{ rating: 5 }, 'text', 'Review must be 10 to 2,000 characters long'],
    ];
    for (const [body, field, message] of cases) {
      const res = await write(muffler.id, body).expect(400);
      expect(res.body).toEqual(errorBody({ message, field }));
    }
    // The bounds themselves are allowed: no title, 10 characters.
    expect(
      (await write(muffler.id, { rating: 1, title: '', text: 'x'.repeat(10) }).expect(201)).body,
    ).toMatchObject({
      rating: 1,
      title: null,
    });
    // An unknown product.
    await write('00000000-0000-4000-8000-000000000000', GOOD).expect(404);
  });

  it('shows approved reviews only, with the average and histogram after approving and rejecting', async () => {
    const customers = await Promise.all(
      ['Asha Karki', 'Ram Bahadur Thapa', 'Gita Rai'].map((name, i) =>
        createCustomer(t, { name, email: `reviewer${i}@pashmina.test`, phone: `98000000${10 + i}` }),
      ),
    );
    for (const c of customers) await order([poncho], c.token);
    // The list is asked (and cached) before any review is approved.
    // Without an approved review, the product's answer has nothing for its structured data to mark up.
    expect((await t.http.get(`/api/v1/product/${poncho.id}`).expect(200)).body).toMatchObject({
      rating: { average: 0, count: 0 },
      reviews: [],
    });
    const before = (await t.http.get('/api/v1/product?sort=rating&limit=50').expect(200)).body as Product[];
    expect(before.find((p) => p._id === poncho.id)?.rating).toEqual({ average: 0, count: 0 });

    const ids: string[] = [];
    for (const [i, rating] of [5, 4, 2].entries())
      ids.push(
        (
          await write(
            poncho.id,
            { rating, text: `Review number ${i} of the poncho.` },
            customers[i].token,
          ).expect(201)
        ).body._id,
      );
    expect(await publicReviews(poncho.id)).toEqual({
      items: [],
      total: 0,
      average: 0,
      count: 0,
      histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });

    await moderate(ids[0], { status: 'approved' }).expect(200);
    await moderate(ids[1], { status: 'approved', reply: 'Thank you, Ram!' }).expect(200);
    const rejected = await moderate(ids[2], { status: 'rejected' }).expect(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      customer: { name: 'Gita Rai', email: 'reviewer2@pashmina.test' },
    });

    const shown = await publicReviews(poncho.id);
    expect(shown).toMatchObject({
      total: 2,
      average: 4.5,
      count: 2,
      histogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    });
    expect(shown.items.map((r) => [r.author, r.rating, r.status])).toEqual([
      ['Ram T.', 4, 'approved'],
      ['Asha K.', 5, 'approved'],
    ]);
    expect(shown.items[0].reply).toEqual({ text: 'Thank you, Ram!', at: expect.any(String) });
    expect((await publicReviews(poncho.id, '?sort=lowest')).items.map((r) => r.rating)).toEqual([4, 5]);
    expect((await publicReviews(poncho.id, '?sort=highest')).items.map((r) => r.rating)).toEqual([5, 4]);
    expect((await publicReviews(poncho.id, '?page=2')).items).toEqual([]);
    expect(
      (await t.http.get(`/api/v1/product/${poncho.id}/reviews?sort=best`).expect(400)).body.message,
    ).toBe('sort must be one of newest, highest, lowest');

    // The product and the lists (the cached answer too) carry the rating; sort=rating puts it first.
    const product = (await t.http.get(`/api/v1/product/${poncho.id}`).expect(200)).body as Product;
    expect(product.rating).toEqual({ average: 4.5, count: 2 });
    expect(product.reviews?.map((r) => r.author)).toEqual(['Ram T.', 'Asha K.']);
    const after = (await t.http.get('/api/v1/product?sort=rating&limit=50').expect(200)).body as Product[];
    expect(after[0]._id).toBe(poncho.id);
    expect(after[0].rating).toEqual({ average: 4.5, count: 2 });

    // Rejecting an approved one takes it out of the figures at once; 5 and 4 and 2 approved: 3.7.
    await moderate(ids[2], { status: 'approved' }).expect(200);
    expect(await publicReviews(poncho.id)).toMatchObject({ average: 3.7, count: 3 });
    await moderate(ids[0], { status: 'rejected' }).expect(200);
    expect(await publicReviews(poncho.id)).toMatchObject({
      average: 3,
      count: 2,
      histogram: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 },
    });
    // A deleted account leaves its review, and the rating that counts it.
    await t.http.delete(`/api/v1/auth/users/${customers[1].id}`).set(admin()).expect(200);
    expect(await publicReviews(poncho.id)).toMatchObject({ average: 3, count: 2 });
    const orphan = (await t.http.get('/api/v1/reviews').set(admin()).expect(200)).body.find(
      (r: AdminReview) => r._id === ids[1],
    );
    expect(orphan).toMatchObject({ author: 'Ram T.', customer: null });
    const listed = (await t.http.get('/api/v1/product?sort=rating&limit=50').expect(200)).body as Product[];
    expect(listed.find((p) => p._id === poncho.id)?.rating).toEqual({ average: 3, count: 2 });

    // The author's e-mail, phone and full name are in no public answer.
    const publicAnswers = [
      JSON.stringify(await publicReviews(poncho.id)),
      JSON.stringify((await t.http.get(`/api/v1/product/${poncho.id}`).expect(200)).body),
      JSON.stringify(listed),
    ].join('\n');
    for (const secret of [
      'reviewer0@pashmina.test',
      'reviewer1@pashmina.test',
      '9800000010',
      'Asha Karki',
      'Ram Bahadur Thapa',
      'Gita Rai',
    ])
      expect(publicAnswers).not.toContain(secret);
  });

  it('lets the author edit (held again) and delete their own; others get 404', async () => {
    const other = await createCustomer(t, {
      name: 'Hari Gurung',
      email: 'hari@pashmina.test',
      phone: '9800000099',
    });
    await order([blanket]);
    const mine = (await write(blanket.id, { rating: 3, text: 'Warm but a little heavy.' }).expect(201))
      .body as Review;
    await moderate(mine._id, { status: 'approved' }).expect(200);
    expect(await publicReviews(blanket.id)).toMatchObject({ count: 1, average: 3 });

    await t.http.put(`/api/v1/reviews/${mine._id}`).set(bearer(other.token)).send(GOOD).expect(404);
    await t.http.delete(`/api/v1/reviews/${mine._id}`).set(bearer(other.token)).expect(404);
    await t.http.put(`/api/v1/reviews/${mine._id}`).send(GOOD).expect(401);

    const edited = await t.http
      .put(`/api/v1/reviews/${mine._id}`)
      .set(bearer(t.customerToken))
      .send({ rating: 4, text: 'Warm, and lighter than I thought.' })
      .expect(200);
    expect(edited.body).toMatchObject({ status: 'pending', rating: 4, title: null });
    expect(await publicReviews(blanket.id)).toMatchObject({ count: 0, average: 0 });
    expect(
      (
        await t.http
          .put(`/api/v1/reviews/${mine._id}`)
          .set(bearer(t.customerToken))
          .send({ rating: 9, text: 'x' })
          .expect(400)
      ).body.message,
    ).toBe('Rating must be a whole number from 1 to 5');

    const removed = await t.http
      .delete(`/api/v1/reviews/${mine._id}`)
      .set(bearer(t.customerToken))
      .expect(200);
    expect(removed.body).toEqual({ success: true, message: 'Your review has been deleted.' });
    await t.http.delete(`/api/v1/reviews/${mine._id}`).set(bearer(t.customerToken)).expect(404);
    // Deleted, it may be written again.
    await write(blanket.id, GOOD).expect(201);
  });

  it('lists reviews for admins, newest first, by status and rating, paged; moderation is theirs alone', async () => {
    await t.http.get('/api/v1/reviews').set(bearer(t.customerToken)).expect(403);
    await t.http.get('/api/v1/reviews').expect(401);
    const all = await t.http.get('/api/v1/reviews').set(admin()).expect(200);
    const reviews = all.body as AdminReview[];
    expect(Number(all.headers['x-total-count'])).toBe(reviews.length);
    const times = reviews.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(reviews.find((r) => r.author === DEMO_AUTHOR)?.customer).toMatchObject({ email: CUSTOMER_EMAIL });

    const pending = await t.http.get('/api/v1/reviews?status=pending&rating=5').set(admin()).expect(200);
    expect((pending.body as AdminReview[]).every((r) => r.status === 'pending' && r.rating === 5)).toBe(true);
    expect(pending.body.length).toBeGreaterThan(0);
    const paged = await t.http.get('/api/v1/reviews?limit=1&page=2').set(admin()).expect(200);
    expect(paged.body).toHaveLength(1);
    expect(paged.body[0]._id).toBe(reviews[1]._id);
    expect(paged.headers['x-total-count']).toBe(String(reviews.length));
    expect((await t.http.get('/api/v1/reviews?rating=6').set(admin()).expect(400)).body.message).toBe(
      'rating must be a whole number from 1 to 5',
    );

    const id = reviews[0]._id;
    await t.http
      .put(`/api/v1/reviews/${id}/moderation`)
      .set(bearer(t.customerToken))
      .send({ status: 'approved' })
      .expect(403);
    expect((await moderate(id, { status: 'pending' }).expect(400)).body.message).toBe(
      'Status must be one of approved, rejected',
    );
    expect(
      (await moderate(id, { status: 'approved', reply: 'x'.repeat(1001) }).expect(400)).body.message,
    ).toBe('Reply must be at most 1000 characters long');
    const replied = await moderate(id, { status: 'approved', reply: 'Thank you!' }).expect(200);
    expect(replied.body.reply).toEqual({ text: 'Thank you!', at: expect.any(String) });
    // The product's page shows it, and shows its removal at once: the page is answered from the catalog cache.
    const replyOnPage = async () => {
      const page = await t.http.get(`/api/v1/product/${replied.body.product._id}`).expect(200);
      return (page.body as Product).reviews?.find((review) => review._id === id)?.reply ?? null;
    };
    expect(await replyOnPage()).toEqual({ text: 'Thank you!', at: expect.any(String) });
    // Absent keeps the reply; '' removes it.
    expect((await moderate(id, { status: 'approved' }).expect(200)).body.reply?.text).toBe('Thank you!');
    expect(await replyOnPage()).toMatchObject({ text: 'Thank you!' });
    expect((await moderate(id, { status: 'approved', reply: '' }).expect(200)).body.reply).toBeNull();
    expect(await replyOnPage()).toBeNull();
    await moderate('00000000-0000-4000-8000-000000000000', { status: 'approved' }).expect(404);
  });

  it('names the variant of the delivered line', async () => {
    // The fifth product by name: the others' prices stay as prepared.
    const [colours] = await t.db.select().from(products).orderBy(products.name).offset(4).limit(1);
    const withVariants = (
      await t.http
        .put(`/api/v1/product/${colours.id}/variants`)
        .set(admin())
        .send({
          options: [{ name: 'Colour', values: ['Maroon', 'Beige'] }],
          variants: [
            { options: { Colour: 'Maroon' }, stock: 10 },
            { options: { Colour: 'Beige' }, stock: 10 },
          ],
        })
        .expect(200)
    ).body.product as Product;
    const beige = withVariants.variants.find((v) => v.label === 'Beige')!;
    const body = payloadOf([{ ...lineOf(colours, 1), variant: beige._id }]);
    const id = (await placeOrder(t, body).expect(201)).body.order._id;
    await t.http.put(`/api/v1/orders/${id}`).set(admin()).send({ status: 'delivered' }).expect(200);
    expect((await write(colours.id, GOOD).expect(201)).body.variant).toEqual({ label: 'Beige' });
  });

  describe('the review request', () => {
    /** Moves the order's delivery back, as if it had been marked delivered `days` ago. */
    const job = () => t.app.get(ReviewRequestJob);
    const requests = async (orderId: string) =>
      t.db
        .select()
        .from(emails)
        .where(and(eq(emails.orderId, orderId), eq(emails.kind, 'review-request')));

    it('asks once, seven days after delivery, for each product not yet reviewed', async () => {
      const buyer = await createCustomer(t, {
        name: 'Maya Lama',
        email: 'maya@pashmina.test',
        phone: '9800000055',
      });
      // Muffler and poncho; she reviews the muffler before the week is up.
      const id = await order([muffler, poncho], buyer.token);
      await write(muffler.id, GOOD, buyer.token).expect(201);
      const now = Date.now();
      expect(await job().sendDue(new Date(now + 6 * DAY))).toBe(0);
      expect(await requests(id)).toEqual([]);

      expect(await job().sendDue(new Date(now + 7 * DAY + 60_000))).toBe(1);
      const [mail] = await requests(id);
      expect(mail.to).toBe('maya@pashmina.test');
      expect(mail.subject).toBe(`How is your ${poncho.name}?`);
      expect(mail.payload).toMatchObject({ productId: poncho.id });
      // As the customer reads it: a link to the product's review form.
      const [received] = await sink.waitFor((m) => m.subject === `How is your ${poncho.name}?`);
      expect(received.rcptTo).toEqual(['maya@pashmina.test']);
      expect(received.html).toContain(`https://shop.example/SingleProducts/${poncho.id}#write-review`);
      expect(received.text).toContain('Write a review');
      // Never twice: not the next run, nor for the same product in another delivered order.
      expect(await job().sendDue(new Date(now + 8 * DAY))).toBe(0);
      const again = await order([poncho], buyer.token);
      expect(await job().sendDue(new Date(now + 9 * DAY))).toBe(0);
      expect(await requests(again)).toEqual([]);
    });

    it('is never sent for a cancelled or refunded order', async () => {
      const buyer = await createCustomer(t, {
        name: 'Nima Sherpa',
        email: 'nima@pashmina.test',
        phone: '9800000066',
      });
      const refunded = await order([shawl], buyer.token);
      const amount = (await t.http.get(`/api/v1/orders/${refunded}`).set(admin()).expect(200)).body.amount;
      await t.http
        .post(`/api/v1/orders/${refunded}/refunds`)
        .set(admin())
        .send({ amount, reason: 'Returned' })
        .expect(201);
      expect((await t.http.get(`/api/v1/orders/${refunded}`).set(admin()).expect(200)).body.status).toBe(
        'refunded',
      );
      const cancelled = await order([blanket], buyer.token, false);
      await t.http.put(`/api/v1/orders/${cancelled}`).set(admin()).send({ status: 'cancelled' }).expect(200);
      // Even with a 'delivered' entry in its history.
      await t.db
        .insert(orderStatusHistory)
        .values({ orderId: cancelled, status: 'delivered', source: 'admin' });
      expect(await job().sendDue(new Date(Date.now() + 8 * DAY))).toBe(0);
      expect([...(await requests(refunded)), ...(await requests(cancelled))]).toEqual([]);
    });
  });
});
