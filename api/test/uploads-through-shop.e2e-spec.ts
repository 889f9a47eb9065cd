import sharp from 'sharp';
import { type Product, UPLOAD_ROUTES } from '../src/contracts';
import { PRODUCT_FIELDS } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ShellProxy, startShellProxy } from './security/shell-proxy';

// Issue 49, item 4, and issue 50, item 3: a real photo through the shop's own address. The shop's server gives a
// picture's body limit to the routes of the API's upload table (contracts/upload-routes.ts) and 32 KB to the rest,
// so a route missing from its copy was a variant's photo refused 413 while the tests sent a 16 × 16 PNG.

/** A JPEG of `width` × `width` pixels of noise (a fixed sequence), which does not compress, as a camera's photo. */
function noiseJpeg(width: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * width * 3);
  let state = 2463534242;
  for (let i = 0; i < noise.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    noise[i] = state & 0xff;
  }
  return sharp(noise, { raw: { width, height: width, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A JPEG of about `bytes`: one try, then one with the side scaled by what it gave. */
async function photo(bytes: number): Promise<Buffer> {
  const first = await noiseJpeg(300);
  return noiseJpeg(Math.round(300 * Math.sqrt((bytes * 1.02) / first.length)));
}

describe('pictures uploaded through the shop’s own address (the real API behind the shop’s server)', () => {
  let t: TestApp;
  let shop: ShellProxy;
  let picture: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    shop = await startShellProxy([t.baseUrl]);
    picture = await photo(300 * 1024);
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await t?.close();
  });

  /** A multipart request through the shop, as the admin's form sends it. */
  const upload = (method: string, path: string, fields: object, field: string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append(field, new Blob([picture], { type: 'image/jpeg' }), 'photo.jpg');
    return fetch(`${shop.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${t.adminToken}` },
      body: form,
    });
  };

  it('takes a 300 KB JPEG for a new product, a changed product and a variant', async () => {
    // Larger than 32 KB by far, and than the 157 KB photo the probe was refused.
    expect(picture.length).toBeGreaterThan(290 * 1024);
    expect(picture.length).toBeLessThan(400 * 1024);

    const created = await upload(
      'POST',
      '/api/v1/product',
      PRODUCT_FIELDS,
      UPLOAD_ROUTES.createProduct.field,
    );
    expect(created.status).toBe(201);
    const product = ((await created.json()) as { product: Product }).product;
    expect(product.productImg).toEqual(expect.any(String));

    const changed = await upload(
      'PUT',
      `/api/v1/product/${product._id}`,
      { productName: 'Saffron Test Shawl, new photo' },
      UPLOAD_ROUTES.updateProduct.field,
    );
    expect(changed.status).toBe(200);

    const variants = await fetch(`${shop.url}/api/v1/product/${product._id}/variants`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${t.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        options: [{ name: 'Colour', values: ['Maroon', 'Beige'] }],
        variants: [
          { options: { Colour: 'Maroon' }, stock: 3 },
          { options: { Colour: 'Beige' }, stock: 2 },
        ],
      }),
    });
    expect(variants.status).toBe(200);
    const variantId = ((await variants.json()) as { product: Product }).product.variants[0]._id;
    const answer = await upload(
      'POST',
      `/api/v1/product/${product._id}/variants/${variantId}/image`,
      {},
      UPLOAD_ROUTES.variantImage.field,
    );
    expect(answer.status).toBe(200);
    const saved = ((await answer.json()) as { product: Product }).product;
    expect(saved.variants.find((variant) => variant._id === variantId)?.image).toEqual({
      productImg: expect.any(String),
      productThumb: expect.any(String),
    });
  });
});
