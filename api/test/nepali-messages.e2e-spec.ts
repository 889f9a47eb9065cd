import { sql } from 'drizzle-orm';
import {
  DISCOUNT_INVALID_MESSAGE,
  DISTRICT_REQUIRED_MESSAGE,
  NAME_MESSAGE,
  ORDER_PLACED_MESSAGE,
  type Product,
} from '../src/contracts';
import { users } from '../src/database';
import { bearer, CUSTOMER_PASSWORD, startTestApp, type TestApp } from './harness';
import { CUSTOMER_FIELDS, lineOf, orderCount, payloadOf, placeOrder, prepareProducts } from './fixtures';

// Messages a shopper reads come back in Nepali when the request asks for it (Accept-Language: ne, as the Nepali
// pages send), and in the same English as ever without it (docs/rules.md, Languages).
describe('API messages in Nepali', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 2 });
  });
  afterAll(() => t?.close());

  const NEPALI = { 'Accept-Language': 'ne' };
  let afterThisTest: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await afterThisTest?.();
    afterThisTest = undefined;
  });
  const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

  it("refuses a register form's field in Nepali, in English without the header, and stores nothing", async () => {
    const before = await userCount();
    const body = { ...CUSTOMER_FIELDS, email: 'nepali@pashmina.test', name: 'Ram' };
    const nepali = await t.http.post('/api/v1/auth/register').set(NEPALI).send(body).expect(400);
    // A validation's refusal: its code, and each refused field with its own code, said in the language.
    const refused = (message: string) => ({
      success: false,
      statusCode: 400,
      message,
      code: 'VALIDATION_FAILED',
      field: 'name',
      errors: [{ field: 'name', code: 'NAME_INVALID', message }],
    });
    expect(nepali.body).toEqual(refused('ठीक नाम लेख्नुहोस्'));
    expect(nepali.headers.vary).toMatch(/Accept-Language/i);
    const english = await t.http.post('/api/v1/auth/register').send(body).expect(400);
    expect(english.body).toEqual(refused(NAME_MESSAGE));
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['ne-NP', 'इमेल वा पासवर्ड मिलेन'],
    ['ne-NP,ne;q=0.9,en-US;q=0.8,en;q=0.7', 'इमेल वा पासवर्ड मिलेन'],
    ['en-US,ne;q=0.5', 'Invalid email or password'],
    ['fr', 'Invalid email or password'],
  ])('answers a failed login with Accept-Language %p in %p', async (header, message) => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .set('Accept-Language', header)
      .send({ email: 'nobody@pashmina.test', password: CUSTOMER_PASSWORD })
      .expect(401);
    expect(res.body).toEqual({ success: false, statusCode: 401, message, code: 'INVALID_CREDENTIALS' });
  });

  it("refuses a checkout short of stock with NOT_ENOUGH_STOCK and its params, in Nepali and in English, keeping the cart's current figures", async () => {
    const [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 2 }]);
    const before = await orderCount(t);
    const body = payloadOf([lineOf(shawl, 3)]);
    const refusal = {
      success: false,
      statusCode: 409,
      code: 'NOT_ENOUGH_STOCK',
      params: { name: shawl.name, left: 2 },
      lines: [{ id: shawl.id, name: shawl.name, stock: 2, quantity: 3, unitPrice: 2500 }],
      total: 7500,
    };
    const nepali = await placeOrder(t, body).set(NEPALI).expect(409);
    expect(nepali.body).toEqual({ ...refusal, message: `${shawl.name}: २ वटा मात्र बाँकी छ` });
    const english = await placeOrder(t, body).expect(409);
    expect(english.body).toEqual({ ...refusal, message: `Only 2 left of ${shawl.name}` });
    expect(await orderCount(t)).toBe(before);

    // And the order that fits is placed, with its message in Nepali.
    const placed = await placeOrder(t, payloadOf([lineOf(shawl, 1)]))
      .set(NEPALI)
      .expect(201);
    expect(placed.body).toMatchObject({ success: true, message: 'अर्डर सफलतापूर्वक गरियो' });
    expect(placed.headers.vary).toMatch(/Accept-Language/i);
    const again = await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201);
    expect(again.body.message).toBe(ORDER_PLACED_MESSAGE);
  });

  it("refuses a variant out of stock in Nepali, naming the product and the variant's label", async () => {
    const [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 0 }]);
    const setVariants = (body: object) =>
      t.http.put(`/api/v1/product/${shawl.id}/variants`).set(bearer(t.adminToken)).send(body).expect(200);
    const { product } = (
      await setVariants({
        options: [{ name: 'Colour', values: ['Maroon', 'Beige'] }],
        variants: [
          { options: { Colour: 'Maroon' }, stock: 2 },
          { options: { Colour: 'Beige' }, stock: 0 },
        ],
      })
    ).body as { product: Product };
    // The other tests take this product as a plain one: it is made plain again at the end.
    afterThisTest = () => setVariants({ options: [], variants: [] });
    const [maroon, beige] = product.variants;
    const lineOfVariant = (variant: { _id: string }, quantity: number) => ({
      ...lineOf(shawl, quantity),
      variant: variant._id,
    });
    const before = await orderCount(t);

    const out = payloadOf([lineOfVariant(beige, 1)]);
    expect((await placeOrder(t, out).set(NEPALI).expect(409)).body.message).toBe(
      `${shawl.name} (Beige) स्टकमा छैन`,
    );
    expect((await placeOrder(t, out).expect(409)).body.message).toBe(`${shawl.name} (Beige) is out of stock`);
    const short = payloadOf([lineOfVariant(maroon, 3)]);
    expect((await placeOrder(t, short).set(NEPALI).expect(409)).body.message).toBe(
      `${shawl.name} (Maroon): २ वटा मात्र बाँकी छ`,
    );
    // A line with no choice of options is asked for one, in Nepali too.
    const unchosen = await placeOrder(t, payloadOf([lineOf(shawl, 1)]))
      .set(NEPALI)
      .expect(400);
    expect(unchosen.body.message).toBe(`कृपया ${shawl.name} का विकल्पहरू रोज्नुहोस्।`);
    expect(await orderCount(t)).toBe(before);
  });

  it('says a discount code is not valid, and asks for a district, in Nepali', async () => {
    const [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 5 }]);
    const check = (headers: Record<string, string>) =>
      t.http
        .post('/api/v1/discounts/check')
        .set(bearer(t.customerToken))
        .set(headers)
        .send({ code: 'NO-SUCH-CODE', products_details: [lineOf(shawl, 1)] })
        .expect(200);
    expect((await check(NEPALI)).body).toMatchObject({
      valid: false,
      message: 'यो कोड मान्य छैन।',
      messageId: 'DISCOUNT_INVALID',
    });
    expect((await check({})).body).toMatchObject({ valid: false, message: DISCOUNT_INVALID_MESSAGE });

    const quote = (headers: Record<string, string>) =>
      t.http
        .get('/api/v1/delivery/quote')
        .query({ district: 'Atlantis', subtotal: 100 })
        .set(headers)
        .expect(400);
    expect((await quote(NEPALI)).body.message).toBe('कृपया आफ्नो जिल्ला रोज्नुहोस्।');
    expect((await quote({})).body.message).toBe(DISTRICT_REQUIRED_MESSAGE);
  });

  it("leaves the admin's messages in English, whatever the request asks", async () => {
    const res = await t.http
      .put('/api/v1/auth/users/00000000-0000-4000-8000-000000000000')
      .set(bearer(t.adminToken))
      .set(NEPALI)
      .send({ role: 1 })
      .expect(404);
    expect(res.body).toMatchObject({ message: 'User not found', code: 'NOT_FOUND' });
  });
});
