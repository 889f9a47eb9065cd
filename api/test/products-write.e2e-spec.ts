import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_PRICE_RUPEES, PRODUCT_PRICE_MESSAGE, type Product } from '../src/contracts';
import { orderLines, products } from '../src/database';
import {
  createProduct,
  lineOf,
  payloadOf,
  placeOrder,
  PRODUCT_FIELDS,
  type ProductFields,
  sendProduct,
} from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';
import { bilevelPng, gif, jpeg, png, webp } from './images';
import { errorBody } from './error-body';

const VALID = PRODUCT_FIELDS;

describe('product writes', () => {
  let t: TestApp;
  let productDir: string;
  let picture: Buffer;

  beforeAll(async () => {
    t = await startTestApp({ products: 4 });
    productDir = path.join(t.config.uploadDir, 'products');
    picture = await png();
  });
  afterAll(() => t?.close());

  const countRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;
  const countFiles = () => readdirSync(productDir).length;
  const rowOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

  const send = (
    method: 'post' | 'put',
    url: string,
    fields: ProductFields,
    image: Buffer | false = picture,
    token?: string,
    filename?: string,
  ) => sendProduct(t, method, url, fields, { image, token, filename });
  const create = (
    fields: ProductFields = VALID,
    image: Buffer | false = picture,
    token?: string,
    filename?: string,
  ) => createProduct(t, fields, { image, token, filename });

  /** Runs `act` and checks that no product row and no picture file appeared or disappeared. */
  const expectNothingChanged = async (act: () => Promise<unknown>) => {
    const [rowsBefore, filesBefore] = [await countRows(), countFiles()];
    await act();
    expect(await countRows()).toBe(rowsBefore);
    expect(countFiles()).toBe(filesBefore);
  };

  describe('POST /product', () => {
    it('creates a product from multipart fields and a picture', async () => {
      const res = await create().expect(201);
      expect(res.body).toEqual({
        success: true,
        message: 'Product created sucessfully',
        product: expect.any(Object),
      });
      const product = res.body.product as Product;
      expect(product).toMatchObject({
        productName: 'Saffron Test Shawl',
        price: 1234.5,
        discount: 10,
        salePrice: 1111.05,
        featured: true,
        stock: 7,
        generalCategory: 'shawl',
        genderCategory: 'women',
        composition: '100% Pashmina',
        size: '200 x 70 cm',
        weight: null,
        quantitySold: 0,
        isNewArrival: true,
      });
      expect((await t.http.get(`/api/v1/product/${product._id}`).expect(200)).body).toEqual({
        ...product,
        reviews: [],
      });
      expect((await rowOf(product._id)).pricePaisa).toBe(123450);

      // Re-encoded to WebP: card 480 wide, detail at most 1200 wide and never enlarged (the upload is 800 wide).
      const card = await sharp((await t.http.get(product.productThumb).expect(200)).body).metadata();
      const detail = await sharp((await t.http.get(product.productImg).expect(200)).body).metadata();
      expect([card.format, card.width, card.height]).toEqual(['webp', 480, 360]);
      expect([detail.format, detail.width, detail.height]).toEqual(['webp', 800, 600]);
    });

    it.each([
      ['JPEG', jpeg, 1200],
      ['WebP', webp, 300],
    ])('accepts a %s picture', async (_name, make, detailWidth) => {
      const res = await create({ ...VALID, productName: `Picture ${_name}` }, await make()).expect(201);
      const detail = await sharp((await t.http.get(res.body.product.productImg)).body).metadata();
      expect(detail.width).toBe(detailWidth);
    });

    it('uses defaults for discount and featured', async () => {
      const { discount: _d, featured: _f, ...rest } = VALID;
      const res = await create(rest).expect(201);
      expect(res.body.product).toMatchObject({ discount: 0, featured: false, salePrice: 1234.5 });
    });

    it('requires a picture', async () => {
      await expectNothingChanged(async () => {
        const res = await create(VALID, false).expect(400);
        expect(res.body).toEqual(
          errorBody({
            message: 'Product image is required',
            field: 'productImg',
          }),
        );
      });
    });

    it('refuses files that are not JPEG, PNG or WebP, whatever their name says', async () => {
      const fakes: Buffer[] = [
        Buffer.from('this is only text pretending to be a picture'),
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
        await gif(),
        (await png()).subarray(0, 200), // truncated
      ];
      for (const fake of fakes) {
        await expectNothingChanged(async () => {
          const res = await create(VALID, fake, undefined, 'innocent.png').expect(400);
          expect(res.body).toEqual(
            errorBody({
              message: 'Product image must be a JPEG, PNG or WebP picture',
              field: 'productImg',
            }),
          );
        });
      }
    });

    it('responds with 400 for a file in another field or a second file', async () => {
      await expectNothingChanged(async () => {
        let req = t.http.post('/api/v1/product').set(bearer(t.adminToken));
        for (const [key, value] of Object.entries(VALID)) req = req.field(key, String(value));
        const res = await req.attach('image', picture, 'a.png').expect(400);
        expect(res.body).toEqual(errorBody({ message: expect.stringContaining('image') }));
        const two = await create(VALID).attach('productImg', picture, 'b.png').expect(400);
        expect(two.body.success).toBe(false);
      });
    });

    it('responds with 413 for a picture over 5 MB', async () => {
      await expectNothingChanged(async () => {
        const res = await create(VALID, Buffer.alloc(6 * 1024 * 1024, 1)).expect(413);
        expect(res.body).toEqual(
          errorBody({
            message: 'Image is too large (5 MB at most)',
            field: 'productImg',
          }),
        );
      });
    });

    // A picture under the pixel limit can still be very long: 49,000,000 × 1 px took seconds of CPU to decode.
    it('refuses a picture wider or taller than 10,000 px before decoding it, and takes one of 10,000', async () => {
      const refused = errorBody({
        message: 'Product image must be a JPEG, PNG or WebP picture',
        field: 'productImg',
      });
      for (const [width, height] of [
        [10_001, 1],
        [1, 10_001],
        [49_000_000, 1],
      ]) {
        await expectNothingChanged(async () => {
          const picture = bilevelPng(width, height);
          // The process's CPU, not the clock: the app runs in this process (sharp's threads included), and a busy
          // machine stretches the clock, not the work.
          const started = process.cpuUsage();
          const res = await create(VALID, picture);
          const { user, system } = process.cpuUsage(started);
          expect({ width, height, status: res.status, body: res.body }).toEqual({
            width,
            height,
            status: 400,
            body: refused,
          });
          // Its header alone decides: no decoding (the 49 Mpx one took about 1 s of CPU here, 7 s in colour).
          expect((user + system) / 1000).toBeLessThan(500);
        });
      }
      for (const [width, height] of [
        [10_000, 1],
        [1, 10_000],
      ]) {
        const res = await create(
          { ...VALID, productName: `Long ${width} x ${height}` },
          bilevelPng(width, height),
        );
        expect({ width, height, status: res.status }).toEqual({ width, height, status: 201 });
      }
    });

    it.each<[string, ProductFields, string]>([
      ['an empty name', { productName: '' }, 'Product name is required (at most 120 characters)'],
      ['a long name', { productName: 'x'.repeat(121) }, 'Product name is required (at most 120 characters)'],
      ['no description', { description: '  ' }, 'Description is required (at most 5000 characters)'],
      [
        'a long description',
        { description: 'x'.repeat(5001) },
        'Description is required (at most 5000 characters)',
      ],
      ['a price of 0', { price: '0' }, PRODUCT_PRICE_MESSAGE],
      ['a huge price', { price: String(MAX_PRICE_RUPEES + 1) }, PRODUCT_PRICE_MESSAGE],
      ['three decimals', { price: '12.345' }, PRODUCT_PRICE_MESSAGE],
      ['a word as price', { price: 'cheap' }, PRODUCT_PRICE_MESSAGE],
      ['a discount over 100', { discount: '101' }, 'Discount must be a whole percent from 0 to 100'],
      ['a fractional discount', { discount: '5.5' }, 'Discount must be a whole percent from 0 to 100'],
      ['a negative stock', { stock: '-1' }, 'Stock must be a whole number from 0 to 1,000,000'],
      ['a fractional stock', { stock: '1.5' }, 'Stock must be a whole number from 0 to 1,000,000'],
      ['a huge stock', { stock: '1000001' }, 'Stock must be a whole number from 0 to 1,000,000'],
      [
        'an unknown category',
        { generalCategory: 'scarf' },
        'General category must be one of shawl, muffler, poncho, blanket',
      ],
      ['an unknown gender', { genderCategory: 'kids' }, 'Gender category must be one of men, women'],
      ['a non-boolean featured', { featured: 'maybe' }, 'Featured must be true or false'],
      [
        'a long composition',
        { composition: 'x'.repeat(201) },
        'Composition must be text of at most 200 characters',
      ],
      ['an unknown field', { quantitySold: '99' }, 'Unknown field: quantitySold'],
    ])('responds with 400 for %s and changes nothing', async (_case, change, message) => {
      await expectNothingChanged(async () => {
        const res = await create({ ...VALID, ...change }).expect(400);
        // `field` lets the admin's form show the message next to the field it is about.
        expect(res.body).toEqual(errorBody({ message, field: Object.keys(change)[0] }));
      });
    });

    it('responds with 401 to anonymous callers and 403 to customers', async () => {
      await expectNothingChanged(async () => {
        const anonymous = await t.http
          .post('/api/v1/product')
          .field('productName', 'x')
          .attach('productImg', picture, 'a.png')
          .expect(401);
        expect(anonymous.body.success).toBe(false);
        const customer = await create(VALID, picture, t.customerToken).expect(403);
        expect(customer.body).toEqual(errorBody({ message: 'You are not allowed to do this' }));
      });
    });
  });

  describe('PUT /product/:id', () => {
    let product: Product;
    beforeEach(async () => {
      product = (await create({ ...VALID, productName: 'To Update' }).expect(201)).body.product;
    });

    const update = (fields: ProductFields, image: Buffer | false = false, token?: string, id = product._id) =>
      send('put', `/api/v1/product/${id}`, fields, image, token);

    it('changes only the fields sent', async () => {
      const res = await update({ productName: 'Updated Name', price: '2000', weight: '300 g' }).expect(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Product updated sucessfully',
        product: expect.any(Object),
      });
      expect(res.body.product).toEqual({
        ...product,
        productName: 'Updated Name',
        price: 2000,
        salePrice: 1800,
        weight: '300 g',
        updatedAt: expect.any(String),
      });
      expect(new Date(res.body.product.updatedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(product.updatedAt).getTime(),
      );
    });

    it('forces a stock below 0 to 0 and clears blank details', async () => {
      const res = await update({ stock: '-5', composition: '' }).expect(200);
      expect(res.body.product).toMatchObject({ stock: 0, composition: null });
    });

    it('replaces the picture and removes the old files', async () => {
      const before = countFiles();
      const res = await update({}, await jpeg()).expect(200);
      expect(res.body.product.productImg).not.toBe(product.productImg);
      await t.http.get(res.body.product.productImg).expect(200);
      await t.http.get(product.productImg).expect(404);
      await t.http.get(product.productThumb).expect(404);
      expect(countFiles()).toBe(before);
    });

    it('responds with 400 for bad input and leaves the row and files untouched', async () => {
      const row = await rowOf(product._id);
      for (const [fields, image] of [
        [{ price: '-3' }, false],
        [{ discount: '150' }, false],
        [{ generalCategory: 'hat' }, false],
        [{ productName: 'Fine' }, Buffer.from('not a picture')],
      ] as [ProductFields, Buffer | false][]) {
        await expectNothingChanged(async () => {
          const res = await update(fields, image).expect(400);
          expect(res.body).toEqual(
            errorBody({
              message: expect.any(String),
              field: image ? 'productImg' : Object.keys(fields)[0],
            }),
          );
        });
      }
      expect(await rowOf(product._id)).toEqual(row);
    });

    it('responds with 404 for unknown and malformed ids, 403 to customers, 401 to anonymous callers', async () => {
      const missing = await update(
        { stock: '3' },
        false,
        undefined,
        '00000000-0000-4000-8000-000000000000',
      ).expect(404);
      expect(missing.body).toEqual(errorBody({ message: 'Product not found' }));
      await update({ stock: '3' }, false, undefined, 'abc').expect(404);
      await update({ stock: '3' }, false, t.customerToken).expect(403);
      await t.http.put(`/api/v1/product/${product._id}`).field('stock', '3').expect(401);
      expect((await rowOf(product._id)).stock).toBe(7);
    });
  });

  describe('DELETE /product/:id', () => {
    it('deletes the product and its pictures', async () => {
      const product: Product = (await create({ ...VALID, productName: 'To Delete' }).expect(201)).body
        .product;
      await t.http.delete(`/api/v1/product/${product._id}`).set(bearer(t.customerToken)).expect(403);
      await t.http.delete(`/api/v1/product/${product._id}`).expect(401);
      const before = countFiles();
      const res = await t.http.delete(`/api/v1/product/${product._id}`).set(bearer(t.adminToken)).expect(200);
      expect(res.body).toEqual({ success: true, message: 'product deleted successfully' });
      expect(countFiles()).toBe(before - 2);
      await t.http.get(`/api/v1/product/${product._id}`).expect(404);
      const again = await t.http
        .delete(`/api/v1/product/${product._id}`)
        .set(bearer(t.adminToken))
        .expect(404);
      expect(again.body).toEqual(errorBody({ message: 'Product not found' }));
      await t.http.delete('/api/v1/product/not-an-id').set(bearer(t.adminToken)).expect(404);
    });

    it('keeps order lines with their snapshots', async () => {
      const product: Product = (await create({ ...VALID, productName: 'Ordered Once' }).expect(201)).body
        .product;
      const placed = await placeOrder(t, payloadOf([lineOf(await rowOf(product._id), 1)])).expect(201);
      await t.http.delete(`/api/v1/product/${product._id}`).set(bearer(t.adminToken)).expect(200);
      const [line] = await t.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, placed.body.order._id));
      expect(line).toMatchObject({
        productId: null,
        productName: 'Ordered Once',
        unitPricePaisa: 111105,
        quantity: 1,
      });
    });

    it('keeps pictures another product still uses', async () => {
      const first: Product = (await create({ ...VALID, productName: 'Sharing A' }).expect(201)).body.product;
      const second: Product = (await create({ ...VALID, productName: 'Sharing B' }).expect(201)).body.product;
      const { imageKey } = await rowOf(first._id);
      const { imageKey: unused } = await rowOf(second._id);
      await t.db.update(products).set({ imageKey }).where(eq(products.id, second._id));
      await t.http.delete(`/api/v1/product/${first._id}`).set(bearer(t.adminToken)).expect(200);
      await t.http.get(first.productImg).expect(200);
      await t.http.delete(`/api/v1/product/${second._id}`).set(bearer(t.adminToken)).expect(200);
      await t.http.get(first.productImg).expect(404);
      expect(unused).not.toBe(imageKey);
    });
  });
});
