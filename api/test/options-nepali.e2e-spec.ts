import { eq } from 'drizzle-orm';
import type { Product } from '../src/contracts';
import { products } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { prepareProducts } from './fixtures';

// Issue 51: options and their values get Nepali names from the admin's form (nameNe, valuesNe), checked like the
// English ones, stored and returned; a product saved without them (before issue 51) keeps working.

const STOLE = 'Stole 70 × 200 cm';
const SHAWL = 'Shawl 100 × 200 cm';

describe("options' Nepali names", () => {
  let t: TestApp;
  let shawlId: string;
  const putVariants = (body: unknown) =>
    t.http
      .put(`/api/v1/product/${shawlId}/variants`)
      .set(bearer(t.adminToken))
      .send(body as object);
  const read = async (): Promise<Product> =>
    (await t.http.get(`/api/v1/product/${shawlId}`).expect(200)).body;
  const variants = [
    { options: { Colour: 'Maroon', Size: STOLE }, stock: 3 },
    { options: { Colour: 'Beige', Size: SHAWL }, stock: 2 },
  ];

  beforeAll(async () => {
    t = await startTestApp({ products: 2 });
    [{ id: shawlId }] = await prepareProducts(t, [{ pricePaisa: 200_000, stock: 5 }]);
  });
  afterAll(() => t?.close());

  it('stores and returns them, trimmed; a blank one is none; the values a variant names stay English', async () => {
    const res = await putVariants({
      options: [
        { name: 'Colour', nameNe: ' रङ ', values: ['Maroon', 'Beige'], valuesNe: ['मरुन', ' '] },
        { name: 'Size', nameNe: '', values: [STOLE, SHAWL], valuesNe: ['', null] },
      ],
      variants,
    }).expect(200);
    const expected = [
      { name: 'Colour', nameNe: 'रङ', values: ['Maroon', 'Beige'], valuesNe: ['मरुन', ''] },
      { name: 'Size', values: [STOLE, SHAWL] },
    ];
    expect(res.body.product.options).toEqual(expected);
    const product = await read();
    expect(product.options).toEqual(expected);
    expect(product.variants.map((v) => v.label)).toEqual([`Maroon / ${STOLE}`, `Beige / ${SHAWL}`]);
    // A search in Nepali finds it by a value's Nepali name.
    const found: Product[] = (
      await t.http.get(`/api/v1/product?text=${encodeURIComponent('मरुन')}`).expect(200)
    ).body;
    expect(found.map((p) => p._id)).toContain(shawlId);
  });

  it.each([
    [{ nameNe: 'र'.repeat(31) }, 'options.0.nameNe', "An option's Nepali name must be at most 30 characters"],
    [{ nameNe: 42 }, 'options.0.nameNe', "An option's Nepali name must be at most 30 characters"],
    [
      { valuesNe: ['मरुन'] },
      'options.0.valuesNe',
      'Colour needs one Nepali value for each of its values, or none, of at most 40 characters each',
    ],
    [
      { valuesNe: ['मरुन', 'म'.repeat(41)] },
      'options.0.valuesNe',
      'Colour needs one Nepali value for each of its values, or none, of at most 40 characters each',
    ],
    [{ valuesNe: ['मरुन', 'मरुन'] }, 'options.0.valuesNe', 'Colour has the value मरुन twice'],
  ])('refuses %j with its rule', async (nepali, field, message) => {
    const res = await putVariants({
      options: [
        { name: 'Colour', values: ['Maroon', 'Beige'], ...nepali },
        { name: 'Size', values: [STOLE, SHAWL] },
      ],
      variants,
    }).expect(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it('refuses two options with one Nepali name', async () => {
    const res = await putVariants({
      options: [
        { name: 'Colour', nameNe: 'रङ', values: ['Maroon', 'Beige'] },
        { name: 'Size', nameNe: 'रङ', values: [STOLE, SHAWL] },
      ],
      variants,
    }).expect(400);
    expect(res.body).toMatchObject({ message: 'There are two options named रङ', field: 'options.1.nameNe' });
  });

  it('reads a product saved before issue 51, whose options have no Nepali names', async () => {
    await putVariants({
      options: [
        { name: 'Colour', values: ['Maroon', 'Beige'] },
        { name: 'Size', values: [STOLE, SHAWL] },
      ],
      variants,
    }).expect(200);
    // As the jsonb column holds an older product's options: no nameNe, no valuesNe keys at all.
    const older = [
      { name: 'Colour', values: ['Maroon', 'Beige'] },
      { name: 'Size', values: [STOLE, SHAWL] },
    ];
    await t.db.update(products).set({ options: older }).where(eq(products.id, shawlId));
    expect((await read()).options).toEqual(older);
  });
});
