import type { PaymentMethodInfo } from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/**
 * The ways to pay the shop has enabled (GET /api/v1/payments/methods, public), in the order the cart shows them.
 * Only the checkout asks, so it lives here, in the cart's lazy chunk: the home page never loads it.
 */
export const paymentMethodsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethodInfo[], void>({
      query: () => 'payments/methods',
    }),
  }),
});

export const { useGetPaymentMethodsQuery } = paymentMethodsApi;
