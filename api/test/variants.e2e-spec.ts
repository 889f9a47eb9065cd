import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { CreateOrderLine, Order, Product, ProductVariantsRequest } from '../src/contracts';
import { emails, orderLines, type ProductRow, products, productVariants } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { createCustomer, orderCount, payloadOf, placeOrder, prepareProducts } from './fixtures';
import { png } from './images';
import { shopBefore } from './shop-before';

// Issue 41: options and variants with stock of their own, bought, held, returned and searched per variant.

const STOLE = 'Stole 70 × 200 cm';
const SHAWL = 'Shawl 100 × 200 cm';
/** Maroon/Stole 3, Maroon/Shawl 4, Beige/Stole 0, Charcoal/Shawl 2: not every combination exists. */
const DESIGN: ProductVariantsRequest = {
  options: [
    { name: 'Colour', values: ['Maroon', 'Beige', 'Charcoal'] },
    { name: 'Size', values: [STOLE, SHAWL] },
  ],
  variants: [
    { options: { Colour: 'Maroon', Size: STOLE }, stock: 3, sku: 'HER-MAR-ST' },
    { options: { Colour: 'Maroon', Size: SHAWL }, stock: 4 },
    { options: { Colour: 'Beige', Size: STOLE }, stock: 0 },
    { options: { Colour: 'Charcoal', Size: SHAWL }, stock: 2, sku: 'HER-CHA-SH' },
  ],
};

describe('product options and variants', () => {
  let t: TestApp;
  /** Rs. 2,000, its variants DESIGN's; `plain` Rs. 1,500 with 5 in stock and no options. */
  let shawl: ProductRow;
  let plain: ProductRow;
  let product: Product;
  const variant = (label: string) => {
    const found = product.variants.find((v) => v.label === label);
    if (!found) throw new Error(`no variant ${label}`);
    return found;
  };

  const admin = () => bearer(t.adminToken);
  const putVariants = (id: string, body: unknown) =>
    t.http
      .put(`/api/v1/product/${id}/variants`)
      .set(admin())
      .send(body as object);
  const read = async (id = shawl.id): Promise<Product> =>
    (await t.http.get(`/api/v1/product/${id}`).expect(200)).body;
  /** DESIGN's variants made anew (their stock as DESIGN says), nothing sold yet. */
  const setDesign = async () => {
    product = (await putVariants(shawl.id, DESIGN).expect(200)).body.product;
    await t.db.update(products).set({ quantitySold: 0 }).where(eq(products.id, shawl.id));
  };
  const lineOf = (label: string | null, quantity: number, of = shawl): CreateOrderLine => ({
    identity: of.id,
    ...(label ? { variant: variant(label)._id } : {}),
    quantity,
    unit_price: of.salePricePaisa / 100,
  });
  const stockOf = async (variantId: string) =>
    (await t.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

  beforeAll(async () => {
    t = await startTestApp({ products: 4 });
    [shawl, plain] = await prepareProducts(t, [
      { pricePaisa: 200_000, stock: 5 },
      { pricePaisa: 150_000, stock: 5 },
    ]);
  });
  afterAll(() => t?.close());

  describe('PUT /product/{id}/variants', () => {
    beforeEach(setDesign);

    it('sets options and variants at once; the product, its lists and its stock show them', async () => {
      expect(product.options).toEqual(DESIGN.options);
      expect(product.variants.map((v) => [v.label, v.stock, v.sku, v.image])).toEqual([
        [`Maroon / ${STOLE}`, 3, 'HER-MAR-ST', null],
        [`Maroon / ${SHAWL}`, 4, null, null],
        [`Beige / ${STOLE}`, 0, null, null],
        [`Charcoal / ${SHAWL}`, 2, 'HER-CHA-SH', null],
      ]);
      expect(product.variants[0].options).toEqual({ Colour: 'Maroon', Size: STOLE });
      // The stock is the variants' sum, read-only: the product form's stock does not change it.
      expect(product.stock).toBe(9);
      await t.http
        .put(`/api/v1/product/${shawl.id}`)
        .set(admin())
        .field('stock', '50')
        .field('description', 'Woven in three colours.')
        .expect(200);
      expect(await read()).toMatchObject({ stock: 9, description: 'Woven in three colours.' });
      const list: Product[] = (await t.http.get('/api/v1/product?limit=100').expect(200)).body;
      expect(list.find((p) => p._id === shawl.id)?.variants).toHaveLength(4);
      // A plain product is as it was, with empty lists.
      expect(list.find((p) => p._id === plain.id)).toMatchObject({ stock: 5, options: [], variants: [] });
    });

    it('keeps a variant sent with its _id, creates one without, deletes one left out', async () => {
      const kept = variant(`Maroon / ${STOLE}`);
      const res = await putVariants(shawl.id, {
        options: [{ name: 'Colour', values: ['Maroon', 'Teal'] }],
        variants: [
          { _id: kept._id, options: { Colour: 'Maroon' }, stock: 6, sku: 'HER-MAR' },
          { options: { colour: 'teal' }, stock: 1 },
        ],
      }).expect(200);
      expect(res.body.message).toBe('Options and stock saved');
      const after: Product = res.body.product;
      expect(after.variants.map((v) => [v._id === kept._id, v.label, v.stock, v.sku])).toEqual([
        [true, 'Maroon', 6, 'HER-MAR'],
        [false, 'Teal', 1, null],
      ]);
      expect(after.stock).toBe(7);
      expect(
        await t.db.select().from(productVariants).where(eq(productVariants.productId, shawl.id)),
      ).toHaveLength(2);
    });

    it('makes it a plain product again with empty lists, its stock 0 until set', async () => {
      const res = await putVariants(shawl.id, { options: [], variants: [] }).expect(200);
      expect(res.body.product).toMatchObject({ options: [], variants: [], stock: 0 });
      await t.http.put(`/api/v1/product/${shawl.id}`).set(admin()).field('stock', '4').expect(200);
      expect((await read()).stock).toBe(4);
    });

    const maroon = (extra: object = {}) => ({
      options: { Colour: 'Maroon', Size: STOLE },
      stock: 1,
      ...extra,
    });
    const sizes = { name: 'Size', values: [STOLE, SHAWL] };
    it.each([
      [
        'more than 3 options',
        { options: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] })), variants: [] },
        'A product can have at most 3 options',
      ],
      [
        'an option without a name',
        { options: [{ name: ' ', values: ['x'] }], variants: [] },
        'Every option needs a name of 1 to 30 characters',
      ],
      [
        'a name of 31 characters',
        { options: [{ name: 'N'.repeat(31), values: ['x'] }], variants: [] },
        'Every option needs a name of 1 to 30 characters',
      ],
      [
        'two options of one name',
        { options: [sizes, { name: 'size', values: ['x'] }], variants: [] },
        'There are two options named size',
      ],
      [
        'an option without values',
        { options: [{ name: 'Colour', values: [] }], variants: [] },
        'Colour needs 1 to 30 values of 1 to 40 characters each',
      ],
      [
        'a value of 41 characters',
        { options: [{ name: 'Colour', values: ['v'.repeat(41)] }], variants: [] },
        'Colour needs 1 to 30 values of 1 to 40 characters each',
      ],
      [
        '31 values',
        {
          options: [{ name: 'Colour', values: Array.from({ length: 31 }, (_, i) => `c${i}`) }],
          variants: [],
        },
        'Colour needs 1 to 30 values of 1 to 40 characters each',
      ],
      [
        'a value twice',
        { options: [{ name: 'Colour', values: ['Maroon', 'maroon'] }], variants: [] },
        'Colour has the value maroon twice',
      ],
      [
        'options without variants',
        { options: [sizes], variants: [] },
        'Add at least one variant for these options',
      ],
      [
        'variants without options',
        { options: [], variants: [{ options: {}, stock: 1 }] },
        'Variants need options: add an option first',
      ],
      [
        'a variant without every option',
        { options: DESIGN.options, variants: [{ options: { Colour: 'Maroon' }, stock: 1 }] },
        "Every variant needs one value of each option (Colour, Size), from that option's values",
      ],
      [
        'a value the option does not have',
        { options: DESIGN.options, variants: [maroon({ options: { Colour: 'Teal', Size: STOLE } })] },
        "Every variant needs one value of each option (Colour, Size), from that option's values",
      ],
      [
        'two variants of one combination',
        { options: DESIGN.options, variants: [maroon(), maroon()] },
        `There are two variants Maroon / ${STOLE}`,
      ],
      [
        'a stock below 0',
        { options: DESIGN.options, variants: [maroon({ stock: -1 })] },
        'Stock of a variant must be a whole number from 0 to 1,000,000',
      ],
      [
        'a stock with decimals',
        { options: DESIGN.options, variants: [maroon({ stock: 1.5 })] },
        'Stock of a variant must be a whole number from 0 to 1,000,000',
      ],
      [
        'an SKU of 41 characters',
        { options: DESIGN.options, variants: [maroon({ sku: 'S'.repeat(41) })] },
        'SKU must be text of at most 40 characters',
      ],
      [
        '101 variants',
        {
          options: [{ name: 'N', values: ['x'] }],
          variants: Array.from({ length: 101 }, () => ({ options: { N: 'x' }, stock: 1 })),
        },
        'A product can have at most 100 variants',
      ],
      [
        'an _id of no variant of its',
        { options: DESIGN.options, variants: [maroon({ _id: '00000000-0000-4000-8000-000000000000' })] },
        "That variant is not one of this product's",
      ],
      ['no lists', {}, 'options must be a list of options ({ name, values })'],
    ])('refuses %s with a 400 and changes nothing', async (_case, body, message) => {
      const before = await read();
      const res = await putVariants(shawl.id, body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await read()).toEqual(before);
    });

    it("refuses another product's SKU, and an _id of another product's variant", async () => {
      const other = (
        await putVariants(plain.id, {
          options: [{ name: 'Colour', values: ['Ivory'] }],
          variants: [{ options: { Colour: 'Ivory' }, stock: 1, sku: 'TAKEN-1' }],
        }).expect(200)
      ).body.product as Product;
      try {
        const taken = await putVariants(shawl.id, {
          options: DESIGN.options,
          variants: [maroon({ sku: 'TAKEN-1' })],
        });
        expect(taken.status).toBe(400);
        expect(taken.body.message).toBe('The SKU TAKEN-1 is already used');
        const foreign = await putVariants(shawl.id, {
          options: DESIGN.options,
          variants: [maroon({ _id: other.variants[0]._id })],
        });
        expect(foreign.status).toBe(400);
        expect(foreign.body.message).toBe("That variant is not one of this product's");
        expect((await read()).variants).toHaveLength(4);
      } finally {
        await putVariants(plain.id, { options: [], variants: [] }).expect(200);
        await t.db.update(products).set({ stock: 5 }).where(eq(products.id, plain.id));
      }
    });

    it('is for admins only, and 404 for a product that does not exist', async () => {
      await t.http.put(`/api/v1/product/${shawl.id}/variants`).send(DESIGN).expect(401);
      await t.http
        .put(`/api/v1/product/${shawl.id}/variants`)
        .set(bearer(t.customerToken))
        .send(DESIGN)
        .expect(403);
      await putVariants('00000000-0000-4000-8000-000000000000', DESIGN).expect(404);
    });
  });

  describe("a variant's picture", () => {
    beforeAll(setDesign);

    it('is stored as the product picture is (WebP, two sizes), shown on the variant, and removed', async () => {
      const id = variant(`Maroon / ${STOLE}`)._id;
      const url = `/api/v1/product/${shawl.id}/variants/${id}/image`;
      const res = await t.http
        .post(url)
        .set(admin())
        .attach('image', await png(1600, 1200), 'maroon.png')
        .expect(200);
      const image = (res.body.product as Product).variants.find((v) => v._id === id)?.image;
      expect(image).toEqual({ productImg: expect.any(String), productThumb: expect.any(String) });
      const detail = await sharp((await t.http.get(image!.productImg).expect(200)).body).metadata();
      expect([detail.format, detail.width]).toEqual(['webp', 1200]);
      const card = await sharp((await t.http.get(image!.productThumb).expect(200)).body).metadata();
      expect([card.format, card.width]).toEqual(['webp', 480]);
      // The other variants still show the product's picture.
      expect((await read()).variants.filter((v) => v.image)).toHaveLength(1);

      const bad = await t.http.post(url).set(admin()).attach('image', Buffer.from('not a picture'), 'x.png');
      expect([bad.status, bad.body.message]).toEqual([
        400,
        'Product image must be a JPEG, PNG or WebP picture',
      ]);
      expect((await read()).variants.find((v) => v._id === id)?.image).toEqual(image);

      const removed = await t.http.delete(url).set(admin()).expect(200);
      expect((removed.body.product as Product).variants.find((v) => v._id === id)?.image).toBeNull();
      await t.http.get(image!.productImg).expect(404);
    });

    it('is 404 for a variant of another product, and for admins only', async () => {
      const id = variant(`Maroon / ${STOLE}`)._id;
      await t.http
        .post(`/api/v1/product/${plain.id}/variants/${id}/image`)
        .set(admin())
        .attach('image', await png(), 'a.png')
        .expect(404);
      await t.http
        .post(`/api/v1/product/${shawl.id}/variants/${id}/image`)
        .set(bearer(t.customerToken))
        .attach('image', await png(), 'a.png')
        .expect(403);
    });
  });

  describe('the lists: colour and search', () => {
    beforeAll(setDesign);
    const ids = async (query: string) =>
      ((await t.http.get(`/api/v1/product?${query}`).expect(200)).body as Product[]).map((p) => p._id);

    it('colour finds the products with an in-stock variant of that colour, any case', async () => {
      expect(await ids('colour=maroon')).toEqual([shawl.id]);
      expect(await ids('colour=CHARCOAL')).toEqual([shawl.id]);
      // Beige exists only as a variant out of stock.
      expect(await ids('colour=Beige')).toEqual([]);
      expect(await ids('colour=teal')).toEqual([]);
    });

    it('GET /product/colours lists the colours in stock of a collection, each of which the colour filter finds', async () => {
      const gender = shawl.genderCategory;
      const other = gender === 'men' ? 'women' : 'men';
      const colours = async (query: Record<string, string>) =>
        (await t.http.get('/api/v1/product/colours').query(query).expect(200)).body as string[];

      const ofCollection = await colours({ genderCategory: gender });
      expect(ofCollection).toEqual(expect.arrayContaining(['charcoal', 'maroon']));
      // Beige exists only as a variant out of stock: choosing it would find nothing.
      expect(ofCollection).not.toContain('beige');
      expect(ofCollection).toEqual([...ofCollection].sort());
      for (const colour of ofCollection)
        expect(await ids(`genderCategory=${gender}&colour=${encodeURIComponent(colour)}`)).not.toEqual([]);
      expect(await colours({ genderCategory: other })).not.toContain('maroon');
      expect(await colours({})).toEqual(expect.arrayContaining(['charcoal', 'maroon']));

      const refused = await t.http
        .get('/api/v1/product/colours')
        .query({ genderCategory: 'kids' })
        .expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    });

    it("text finds a product by its variants' values", async () => {
      expect(await ids('text=charcoal')).toContain(shawl.id);
      expect(await ids('text=maroon%20stole')).toContain(shawl.id);
    });

    it("'Show products with 0 stock' (inStock=false) counts a variant at 0", async () => {
      expect(await ids('inStock=false&limit=100')).toContain(shawl.id);
      expect(await ids('inStock=true&limit=100')).toContain(shawl.id);
    });
  });

  describe('cart and checkout', () => {
    beforeEach(setDesign);

    it('takes each line from its variant, two colours as two lines, the same variant merged', async () => {
      const lines = [
        lineOf(`Maroon / ${STOLE}`, 1),
        lineOf(`Charcoal / ${SHAWL}`, 1),
        lineOf(`Maroon / ${STOLE}`, 1),
      ];
      const res = await placeOrder(t, payloadOf(lines)).expect(201);
      const order: Order = res.body.order;
      const shown = order.products.map((line) => [line.name, line.variant?.label, line.quantity]);
      expect(shown.sort((a, b) => String(a[1]).localeCompare(String(b[1])))).toEqual([
        [shawl.name, `Charcoal / ${SHAWL}`, 1],
        [shawl.name, `Maroon / ${STOLE}`, 2],
      ]);
      expect(await stockOf(variant(`Maroon / ${STOLE}`)._id)).toBe(1);
      expect(await stockOf(variant(`Charcoal / ${SHAWL}`)._id)).toBe(1);
      expect(await stockOf(variant(`Maroon / ${SHAWL}`)._id)).toBe(4);
      expect(await read()).toMatchObject({ stock: 6, quantitySold: 3 });
      // The label is in the e-mails of the order.
      const [mail] = await t.db.select().from(emails).where(eq(emails.kind, 'order-confirmed'));
      expect(JSON.stringify(mail.payload)).toContain(`${shawl.name} (Maroon / ${STOLE})`);
    });

    it('refuses a line of a product with variants that names none, or a wrong one, with a 400', async () => {
      const count = await orderCount(t);
      const none = await placeOrder(t, payloadOf([lineOf(null, 1)])).expect(400);
      expect(none.body.message).toBe(`Please choose the options of ${shawl.name}.`);
      const foreign = { ...lineOf(null, 1, plain), variant: variant(`Maroon / ${STOLE}`)._id };
      await placeOrder(t, payloadOf([foreign])).expect(400);
      const unknown = { ...lineOf(null, 1), variant: '00000000-0000-4000-8000-000000000000' };
      await placeOrder(t, payloadOf([unknown])).expect(400);
      // The discount's check reads the cart the same way.
      const check = await t.http
        .post('/api/v1/discounts/check')
        .set(bearer(t.customerToken))
        .send({ code: 'NONE', products_details: [lineOf(null, 1)] });
      expect([check.status, check.body.message]).toEqual([
        400,
        `Please choose the options of ${shawl.name}.`,
      ]);
      expect(await orderCount(t)).toBe(count);
    });

    it('names the variant when it is out of stock or short', async () => {
      const out = await placeOrder(t, payloadOf([lineOf(`Beige / ${STOLE}`, 1)])).expect(409);
      expect(out.body.message).toBe(`${shawl.name} (Beige / ${STOLE}) is out of stock`);
      const short = await placeOrder(t, payloadOf([lineOf(`Charcoal / ${SHAWL}`, 3)])).expect(409);
      expect(short.body.message).toBe(`Only 2 left of ${shawl.name} (Charcoal / ${SHAWL})`);
      expect(short.body.lines).toEqual([
        {
          id: shawl.id,
          variant: { _id: variant(`Charcoal / ${SHAWL}`)._id, label: `Charcoal / ${SHAWL}` },
          name: shawl.name,
          unitPrice: 2000,
          stock: 2,
          quantity: 3,
        },
      ]);
    });

    it("returns a cancelled order's stock to its variant, and a refund's restock too", async () => {
      const maroon = variant(`Maroon / ${STOLE}`)._id;
      const cancelled: Order = (await placeOrder(t, payloadOf([lineOf(`Maroon / ${STOLE}`, 2)])).expect(201))
        .body.order;
      expect(await stockOf(maroon)).toBe(1);
      await t.http
        .put(`/api/v1/orders/${cancelled._id}`)
        .set(admin())
        .send({ status: 'cancelled' })
        .expect(200);
      expect(await stockOf(maroon)).toBe(3);
      expect(await read()).toMatchObject({ stock: 9, quantitySold: 0 });

      const delivered: Order = (await placeOrder(t, payloadOf([lineOf(`Maroon / ${STOLE}`, 2)])).expect(201))
        .body.order;
      await t.http
        .put(`/api/v1/orders/${delivered._id}`)
        .set(admin())
        .send({ status: 'delivered' })
        .expect(200);
      const refund = await t.http
        .post(`/api/v1/orders/${delivered._id}/refunds`)
        .set(admin())
        .send({
          amount: 2000,
          reason: 'Returned one',
          restock: [{ identity: shawl.id, variant: maroon, quantity: 1 }],
        })
        .expect(201);
      expect(refund.body.refund.restock).toEqual([{ identity: shawl.id, variant: maroon, quantity: 1 }]);
      expect(await stockOf(maroon)).toBe(2);
      expect(await read()).toMatchObject({ stock: 8, quantitySold: 1 });
    });

    it("keeps a deleted variant's label on its orders, in the CSV and the dashboard's low stock", async () => {
      const charcoal = variant(`Charcoal / ${SHAWL}`);
      const order: Order = (await placeOrder(t, payloadOf([lineOf(`Charcoal / ${SHAWL}`, 1)])).expect(201))
        .body.order;
      // Low stock names variants: Beige (0) and Charcoal (1) of this product.
      const stats = (await t.http.get('/api/v1/stats').set(admin()).expect(200)).body;
      expect(stats.lowStock).toEqual(
        expect.arrayContaining([
          {
            _id: shawl.id,
            productName: shawl.name,
            variant: { _id: charcoal._id, label: charcoal.label },
            stock: 1,
          },
        ]),
      );
      // Charcoal is left out: deleted. The order still shows it.
      await putVariants(shawl.id, { ...DESIGN, variants: DESIGN.variants.slice(0, 3) }).expect(200);
      const shown: Order = (await t.http.get(`/api/v1/orders/${order._id}`).set(admin()).expect(200)).body;
      // Its options have no Nepali values: no Nepali label was kept.
      expect(shown.products[0].variant).toEqual({
        _id: charcoal._id,
        label: `Charcoal / ${SHAWL}`,
        labelNe: null,
      });
      const csv = (await t.http.get('/api/v1/orders/export.csv').set(admin()).expect(200)).text;
      expect(csv).toContain(`${shawl.name} (Charcoal / ${SHAWL}) × 1`);
      // Cancelled now: there is no variant to return the stock to, and the sum stays its variants'.
      await t.http.put(`/api/v1/orders/${order._id}`).set(admin()).send({ status: 'cancelled' }).expect(200);
      expect((await read()).stock).toBe(7);
    });

    it("holds a variant's stock while Khalti is awaited, and gives it back to the variant when cancelled", async () => {
      const maroon = variant(`Maroon / ${SHAWL}`)._id;
      const { token } = await createCustomer(t, { email: 'variant-khalti@pashmina.test' });
      const res = await placeOrder(t, payloadOf([lineOf(`Maroon / ${SHAWL}`, 3)], 'khalti'), token).expect(
        201,
      );
      expect(res.body.order.status).toBe('awaiting payment');
      expect(await stockOf(maroon)).toBe(1);
      expect(await read()).toMatchObject({ stock: 6, quantitySold: 0 });
      const pressed = await t.http
        .post(`/sandbox/khalti/pay/${res.body.data.pidx}`)
        .type('form')
        .send({ action: 'cancel' })
        .expect(303);
      const back = new URL(pressed.headers.location as string);
      await t.http.get(back.pathname + back.search).expect(303);
      expect(await stockOf(maroon)).toBe(4);
      expect(await read()).toMatchObject({ stock: 9, quantitySold: 0 });
    });

    it('sells a variant with stock 3 to exactly 3 of 30 buyers at once; its sibling does not move', async () => {
      const maroon = variant(`Maroon / ${STOLE}`)._id;
      const sibling = variant(`Maroon / ${SHAWL}`)._id;
      const before = await orderCount(t);
      const results = await Promise.all(
        Array.from({ length: 30 }, () => placeOrder(t, payloadOf([lineOf(`Maroon / ${STOLE}`, 1)]))),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(27);
      expect(await stockOf(maroon)).toBe(0);
      expect(await stockOf(sibling)).toBe(4);
      expect(await read()).toMatchObject({ stock: 6, quantitySold: 3 });
      expect((await orderCount(t)) - before).toBe(3);
    });
  });
});

describe('migration 0014: the products and orders of a shop before variants', () => {
  it('are plain products, still found by their names, and order lines without a variant', async () => {
    const shop = await shopBefore('0014_product_variants');
    try {
      await shop.db.execute(sql`
        insert into products (name, description, price_paisa, stock, general_category, gender_category, image_key)
        values ('Royal Maroon Shawl', 'Old', 250000, 4, 'shawl', 'women', 'products/old')`);
      await shop.db.execute(sql`
        insert into orders (status, amount_paisa, customer_name, customer_email, customer_phone, address, payment_method)
        values ('delivered', 250000, 'Sita', 'sita@shop.test', '9841234567', 'Thamel', 'cash')`);
      await shop.db.execute(sql`
        insert into order_lines (order_id, product_id, product_name, unit_price_paisa, quantity)
        select o.id, p.id, p.name, 250000, 1 from orders o, products p`);
      await shop.upgrade();
      const [row] = await shop.db
        .select({ options: products.options, optionWords: products.optionWords, stock: products.stock })
        .from(products);
      expect(row).toEqual({ options: [], optionWords: '', stock: 4 });
      const found = await shop.db.execute(
        sql`select name from products where search @@ to_tsquery('simple', 'maroon:*')`,
      );
      expect((found as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'Royal Maroon Shawl' }]);
      const [line] = await shop.db
        .select({ variantId: orderLines.variantId, variantLabel: orderLines.variantLabel })
        .from(orderLines);
      expect(line).toEqual({ variantId: null, variantLabel: null });
    } finally {
      await shop.close();
    }
  });
});
