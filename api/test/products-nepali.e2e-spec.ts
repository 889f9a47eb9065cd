import { eq, sql } from 'drizzle-orm';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_NE_MESSAGE,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_NE_MESSAGE,
  type Product,
} from '../src/contracts';
import { products, searchWords } from '../src/database';
import { createProduct, PRODUCT_FIELDS, type ProductFields, sendProduct } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { png } from './images';
import { errorBody } from './error-body';

// Issue 43: a product's optional Nepali name and description, written by the admin's form within the English ones'
// bounds, read back with the product, and searched with the English name by the lists' `text`.
describe('products in Nepali', () => {
  let t: TestApp;
  let picture: Buffer;
  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    picture = await png(64, 48);
  });
  afterAll(() => t?.close());

  const NEPALI = {
    ...PRODUCT_FIELDS,
    productName: 'Saffron Himalayan Shawl',
    productNameNe: 'केसरी हिमाली दोसल्ला',
    descriptionNe: 'नेपालमा हातले बुनिएको सल।',
  };
  const create = (fields: ProductFields) => createProduct(t, fields, { image: picture });
  const update = (id: string, fields: ProductFields) =>
    sendProduct(t, 'put', `/api/v1/product/${id}`, fields, { image: false });
  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;
  const search = async (text: string): Promise<string[]> =>
    ((await t.http.get('/api/v1/product').query({ text }).expect(200)).body as Product[]).map(
      (p) => p.productName,
    );

  let saffron: Product;

  it("seeds the demo catalogue's products with Nepali names and descriptions", async () => {
    const seeded = await t.db
      .select({ nameNe: products.nameNe, descriptionNe: products.descriptionNe })
      .from(products);
    expect(seeded).toHaveLength(3);
    for (const product of seeded) {
      expect(product.nameNe).toMatch(/[\u0900-\u097F]/);
      expect(product.descriptionNe).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('stores the Nepali name and description and shows them with the product; none is null', async () => {
    saffron = (await create(NEPALI).expect(201)).body.product;
    expect(saffron).toMatchObject({
      productName: 'Saffron Himalayan Shawl',
      productNameNe: 'केसरी हिमाली दोसल्ला',
      descriptionNe: 'नेपालमा हातले बुनिएको सल।',
    });
    // Read back, it also carries its newest approved reviews (none yet).
    expect((await t.http.get(`/api/v1/product/${saffron._id}`).expect(200)).body).toEqual({
      ...saffron,
      reviews: [],
    });
    const plain = (await create({ ...PRODUCT_FIELDS, productName: 'Plain Grey Muffler' }).expect(201)).body
      .product as Product;
    expect(plain).toMatchObject({ productNameNe: null, descriptionNe: null });
  });

  it.each([
    ['productNameNe', 'क'.repeat(PRODUCT_NAME_MAX + 1), PRODUCT_NAME_NE_MESSAGE],
    ['descriptionNe', 'क'.repeat(PRODUCT_DESCRIPTION_MAX + 1), PRODUCT_DESCRIPTION_NE_MESSAGE],
  ])(
    'refuses a %s longer than the English one may be, and creates nothing',
    async (field, value, message) => {
      const before = await count();
      const res = await create({ ...PRODUCT_FIELDS, productName: 'Too Long', [field]: value }).expect(400);
      expect(res.body).toEqual(errorBody({ message, field }));
      expect(await count()).toBe(before);
      // The longest allowed is taken.
      const longest = 'क'.repeat(field === 'productNameNe' ? PRODUCT_NAME_MAX : PRODUCT_DESCRIPTION_MAX);
      await create({ ...PRODUCT_FIELDS, productName: `Longest ${field}`, [field]: longest }).expect(201);
    },
  );

  it('changes the Nepali name alone, and clears it when sent blank', async () => {
    const changed = (await update(saffron._id, { productNameNe: '  केसरी दोसल्ला  ' }).expect(200)).body
      .product as Product;
    expect(changed).toMatchObject({
      productName: 'Saffron Himalayan Shawl',
      productNameNe: 'केसरी दोसल्ला',
      descriptionNe: 'नेपालमा हातले बुनिएको सल।',
    });
    const cleared = (await update(saffron._id, { descriptionNe: '' }).expect(200)).body.product as Product;
    expect(cleared.descriptionNe).toBeNull();
    const [row] = await t.db.select().from(products).where(eq(products.id, saffron._id));
    expect(row).toMatchObject({ nameNe: 'केसरी दोसल्ला', descriptionNe: null });
  });

  it('finds a product by its Nepali name, whole words and prefixes, as by its English one', async () => {
    expect(await search('दोसल्ला')).toEqual(['Saffron Himalayan Shawl']);
    expect(await search('केसरी दोसल्ला')).toEqual(['Saffron Himalayan Shawl']);
    expect(await search('दोसल्')).toEqual(['Saffron Himalayan Shawl']);
    expect(await search('Saffron Himalayan')).toEqual(['Saffron Himalayan Shawl']);
    // Words of both names together find it too: every word is in one of its names.
    expect(await search('Saffron दोसल्ला')).toEqual(['Saffron Himalayan Shawl']);
    // The seeded demo products are found by their Nepali names too.
    expect((await search('पश्मिना')).length).toBeGreaterThan(0);
    // The Nepali words join the typo dictionary, as the English ones do.
    const words = (await t.db.select().from(searchWords)).map((w) => w.word);
    expect(words).toEqual(expect.arrayContaining(['दोसल्ला', 'केसरी', 'पश्मिना']));
  });

  it('stops finding a Nepali name that was changed away', async () => {
    await update(saffron._id, { productNameNe: 'पहेँलो दोसल्ला' }).expect(200);
    expect(await search('केसरी')).toEqual([]);
    expect(await search('पहेँलो')).toEqual(['Saffron Himalayan Shawl']);
  });
});
