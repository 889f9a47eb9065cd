import {
  VARIANT_IMAGE_FIELD,
  type ProductVariantsRequest,
  type ProductWriteResponse,
} from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

const productPath = (id: string) => `product/${encodeURIComponent(id)}`;
const imagePath = (id: string, variantId: string) =>
  `${productPath(id)}/variants/${encodeURIComponent(variantId)}/image`;

/** The product, every list (its stock is its variants') and the dashboard's figures change with these. */
const changed = (id: string) => [
  { type: 'Product' as const, id },
  { type: 'Product' as const, id: 'LIST' },
  'Stats' as const,
];

/**
 * A product's options and variants (issue 41). Only the admin's product form calls them, so they live here; they
 * answer the product as saved (ProductWriteResponse).
 */
export const variantsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** PUT /product/:id/variants: options and variants at once; a variant left out is deleted. */
    saveVariants: build.mutation<ProductWriteResponse, { id: string; body: ProductVariantsRequest }>({
      query: ({ id, body }) => ({ url: `${productPath(id)}/variants`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** POST /product/:id/variants/:variantId/image (multipart `image`). */
    saveVariantImage: build.mutation<ProductWriteResponse, { id: string; variantId: string; image: Blob }>({
      query: ({ id, variantId, image }) => {
        const form = new FormData();
        form.append(VARIANT_IMAGE_FIELD, image);
        return { url: imagePath(id, variantId), method: 'POST', body: form };
      },
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** DELETE /product/:id/variants/:variantId/image: the product's own picture is shown again. */
    removeVariantImage: build.mutation<ProductWriteResponse, { id: string; variantId: string }>({
      query: ({ id, variantId }) => ({ url: imagePath(id, variantId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
  }),
});

export const { useSaveVariantsMutation, useSaveVariantImageMutation, useRemoveVariantImageMutation } =
  variantsApi;
