import type { Product } from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/** Most matches the navbar dropdown asks for; the API ranks the closest names first. */
export const SEARCH_LIMIT = 20;

// Named searchProducts so it never clashes with the storefront remote's endpoints on the shared baseApi.
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /product?text=…&limit=20: names containing the text, or resembling it (typo-tolerant). */
    searchProducts: build.query<Product[], string>({
      query: (text) => ({ url: 'product', params: { text, limit: SEARCH_LIMIT } }),
      transformResponse: (body: unknown) => (Array.isArray(body) ? (body as Product[]) : []),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useSearchProductsQuery } = searchApi;
