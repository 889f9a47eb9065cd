import {
  PRODUCT_IMAGE_FIELD,
  type ApiMessage,
  type ProductWriteFields,
  type ProductWriteResponse,
} from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/** What the admin's product form sends: the fields, and a picture (required to create, optional to update). */
export interface ProductWrite {
  fields: ProductWriteFields;
  image?: Blob | null;
}

/** The spec's multipart body: every field as text, the picture under productImg. Blank details clear them. */
export function productFormData({ fields, image }: ProductWrite): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value === null ? '' : String(value));
  }
  if (image) form.append(PRODUCT_IMAGE_FIELD, image);
  return form;
}

const LIST_TAG = { type: 'Product' as const, id: 'LIST' };

/**
 * The admin's writes of a product. Only the admin calls them, so they are injected here rather than in shared-ui's
 * singleton, whose every endpoint every shopper's page downloads (decision 30); their tags are the shared baseApi's,
 * so every list (storefront and admin), the product and the dashboard's figures change with them.
 */
export const productWritesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /product (multipart) → { success, message, product }. */
    createProduct: build.mutation<ProductWriteResponse, ProductWrite>({
      query: (write) => ({ url: 'product', method: 'POST', body: productFormData(write) }),
      invalidatesTags: [LIST_TAG, 'Stats'],
    }),
    /** PUT /product/:id (multipart; without a picture the current one stays) → { success, message, product }. */
    updateProduct: build.mutation<ProductWriteResponse, ProductWrite & { id: string }>({
      query: ({ id, ...write }) => ({
        url: `product/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: productFormData(write),
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, { type: 'Product', id }, 'Stats'],
    }),
    /** DELETE /product/:id → { success, message }. Orders keep their lines (name and price snapshots). */
    deleteProduct: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `product/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST_TAG, { type: 'Product', id }, 'Stats'],
    }),
  }),
});

export const { useCreateProductMutation, useUpdateProductMutation, useDeleteProductMutation } =
  productWritesApi;
