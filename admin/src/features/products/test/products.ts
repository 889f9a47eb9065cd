import type { Product } from '@pashmina/contracts';
import type { MockRequest, TestUser } from '@pashmina/shared-ui/test';

/** A product as the API shows it; a women's shawl in stock unless told otherwise. */
export function product(id: string, over: Partial<Product> = {}): Product {
  return {
    _id: id,
    productName: 'Royal Maroon Shawl',
    productImg: `/uploads/products/${id}-detail.webp`,
    productThumb: `/uploads/products/${id}-card.webp`,
    description: 'Hand-woven in Kathmandu',
    price: 5000,
    discount: 10,
    salePrice: 4500,
    stock: 7,
    lowStockAt: 2,
    featured: false,
    generalCategory: 'shawl',
    genderCategory: 'women',
    composition: '100% Pashmina',
    size: '200 x 70 cm',
    weight: null,
    quantitySold: 0,
    isNewArrival: false,
    createdAt: '2026-11-05T09:30:00.000Z',
    updatedAt: '2026-11-08T10:00:00.000Z',
    options: [],
    variants: [],
    ...over,
  };
}

/** The multipart body of a product write, as the server reads it. */
export function formOf(call: MockRequest): Promise<FormData> {
  return new Response(call.body as string, {
    headers: { 'content-type': call.headers.get('content-type') ?? '' },
  }).formData();
}

/** The text fields of a multipart body. */
export async function fieldsOf(call: MockRequest): Promise<Record<string, string>> {
  const form = await formOf(call);
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A picture as the file input hands it over. */
export const picture = (name = 'shawl.png') => new File(['a png picture'], name, { type: 'image/png' });

/** Replaces what a field holds, as pasting would: one change instead of one per key, which keeps long forms quick. */
export async function enter(user: TestUser, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
