import type { DiscountCheckRequest, DiscountCheckResponse } from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/**
 * The cart's check of a discount code (POST /api/v1/discounts/check, signed in): the server prices the lines as at
 * checkout and returns the discount and the total after it. Only the storefront asks (its cart and its checkout), so
 * it lives in its hooks. A query, not a mutation: the cart and the checkout panel share its response for the same code
 * and lines, and it is asked again when the lines change.
 */
export const discountApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    checkDiscount: build.query<DiscountCheckResponse, DiscountCheckRequest>({
      query: (body) => ({ url: 'discounts/check', method: 'POST', body }),
    }),
  }),
});

export const { useCheckDiscountQuery, useLazyCheckDiscountQuery } = discountApi;
