import type { GenderCategory } from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/**
 * The colours a collection's products come in (GET /api/v1/product/colours, public): the choices of its colour
 * filter, each of which finds a product. Only the lists ask, so it lives here, in their chunk: home never loads it.
 * A product written by the admin changes them, as it changes every list.
 */
export const productColoursApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getProductColours: build.query<string[], { genderCategory?: GenderCategory }>({
      query: (params) => ({ url: 'product/colours', params }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useGetProductColoursQuery } = productColoursApi;
