import type { CreateOrderRequest, CreateOrderResponse } from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';

/** Orders: the checkout places them; the customer area and the admin will list them. */
export const ordersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /create-orders: cash on delivery answers the order, Khalti the payment link. */
    createOrder: build.mutation<CreateOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: 'create-orders', method: 'POST', body }),
      // Stock and the shopper's orders change.
      invalidatesTags: ['Order', { type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useCreateOrderMutation } = ordersApi;
