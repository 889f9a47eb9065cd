import type { Product, ProductWriteFields } from '@pashmina/contracts';
import { makeStore, productsApi } from '@pashmina/shared-ui';
import { mockApi, type MockRequest } from '@pashmina/shared-ui/test';
import { productWritesApi } from './productWritesApi';

const fields: ProductWriteFields = {
  productName: 'Saffron Shawl',
  description: 'Hand-woven',
  price: 1234.5,
  discount: 10,
  featured: true,
  generalCategory: 'shawl',
  genderCategory: 'women',
  stock: 7,
  composition: '100% Pashmina',
  weight: null,
  size: '200 x 70 cm',
};

const product = { _id: 'p1', productName: 'Saffron Shawl' } as Product;
const written = { success: true, message: 'Product created sucessfully', product };

/** The multipart body as the server reads it. */
function formOf(call: MockRequest): Promise<FormData> {
  return new Response(call.body as string, {
    headers: { 'content-type': call.headers.get('content-type') ?? '' },
  }).formData();
}

/** Waits until `count` requests have been made (a refetch after an invalidation is asynchronous). */
async function callsReach(api: { calls: MockRequest[] }, count: number) {
  for (let i = 0; i < 50 && api.calls.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  return api.calls;
}

describe('the product writes', () => {
  it('createProduct posts the spec multipart body: every field as text and the picture as productImg', async () => {
    const api = mockApi({ 'POST /api/v1/product': { status: 201, body: written } });
    const store = makeStore({ persist: false });
    // Text bytes: the stub reads request bodies as text.
    const picture = new Blob(['a picture'], { type: 'image/png' });
    const result = await store.dispatch(
      productWritesApi.endpoints.createProduct.initiate({ fields, image: picture }),
    );

    expect(result.data).toEqual(written);
    const form = await formOf(api.calls[0]!);
    expect(api.calls[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const texts = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    expect(texts).toEqual({
      productName: 'Saffron Shawl',
      description: 'Hand-woven',
      price: '1234.5',
      discount: '10',
      featured: 'true',
      generalCategory: 'shawl',
      genderCategory: 'women',
      stock: '7',
      composition: '100% Pashmina',
      weight: '',
      size: '200 x 70 cm',
    });
    const image = form.get('productImg') as Blob;
    expect(image.type).toBe('image/png');
    expect(await image.text()).toBe('a picture');
  });

  it('updateProduct puts to the product without a picture when none is chosen', async () => {
    const api = mockApi({ 'PUT /api/v1/product/p1': { body: { ...written, message: 'x' } } });
    const store = makeStore({ persist: false });
    await store.dispatch(
      productWritesApi.endpoints.updateProduct.initiate({ id: 'p1', fields, image: null }),
    );
    const form = await formOf(api.calls[0]!);
    expect(form.get('productName')).toBe('Saffron Shawl');
    expect(form.has('productImg')).toBe(false);
  });

  it('a write refreshes the product lists and the product itself; a delete as well', async () => {
    const api = mockApi({
      'GET /api/v1/product': { body: [product], headers: { 'X-Total-Count': '1' } },
      'GET /api/v1/product/p1': { body: product },
      'PUT /api/v1/product/p1': { body: written },
      'DELETE /api/v1/product/p1': { body: { success: true, message: 'product deleted successfully' } },
    });
    const store = makeStore({ persist: false });
    const list = store.dispatch(productsApi.endpoints.getProducts.initiate({ page: 1, limit: 9 }));
    const one = store.dispatch(productsApi.endpoints.getProduct.initiate('p1'));
    await Promise.all([list, one]);
    expect(api.calls).toHaveLength(2);

    await store.dispatch(productWritesApi.endpoints.updateProduct.initiate({ id: 'p1', fields }));
    const afterUpdate = await callsReach(api, 5);
    expect(
      afterUpdate
        .slice(3)
        .map((c) => `${c.method} ${c.url.pathname}`)
        .sort(),
    ).toEqual(['GET /api/v1/product', 'GET /api/v1/product/p1']);

    const deleted = await store.dispatch(productWritesApi.endpoints.deleteProduct.initiate('p1'));
    expect(deleted.data).toEqual({ success: true, message: 'product deleted successfully' });
    const afterDelete = await callsReach(api, 8);
    expect(afterDelete[5]!.method).toBe('DELETE');
    expect(
      afterDelete
        .slice(6)
        .map((c) => `${c.method} ${c.url.pathname}`)
        .sort(),
    ).toEqual(['GET /api/v1/product', 'GET /api/v1/product/p1']);
    list.unsubscribe();
    one.unsubscribe();
  });
});
