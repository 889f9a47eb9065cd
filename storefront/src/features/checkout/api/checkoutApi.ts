import type {
  CreateOrderRequest,
  CreateOrderResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /create-orders: cash on delivery answers the order, Khalti the payment link. */
    createOrder: build.mutation<CreateOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: 'create-orders', method: 'POST', body }),
      // Stock and the shopper's orders change.
      invalidatesTags: ['Order', { type: 'Product', id: 'LIST' }],
    }),
    /** PUT /auth/profile from the cart's billing form (phone and address; name and e-mail unchanged). */
    updateBillingDetails: build.mutation<UpdateProfileResponse, UpdateProfileRequest>({
      query: (body) => ({ url: 'auth/profile', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useCreateOrderMutation, useUpdateBillingDetailsMutation } = checkoutApi;
