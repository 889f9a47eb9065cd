import {
  TOTAL_COUNT_HEADER,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type Order,
  type OrderListQuery,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';
import { numberHeader, toParams } from './params';

/** One page of GET /api/v1/orders: the body is the array, the total travels in X-Total-Count. */
export interface OrderList {
  orders: Order[];
  /** X-Total-Count: all matching orders, over every page. */
  total: number;
}

type Tag = { type: 'Order'; id: string };
const LIST_TAG: Tag = { type: 'Order', id: 'LIST' };

/** Orders: the checkout places them; the customer area and the admin list them. */
export const ordersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /create-orders: cash on delivery answers the order, Khalti the payment link. */
    createOrder: build.mutation<CreateOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: 'create-orders', method: 'POST', body }),
      // Stock and the shopper's orders change.
      invalidatesTags: ['Order', { type: 'Product', id: 'LIST' }],
    }),
    /** GET /orders?status&page&limit: the caller's own orders (an admin's: all), newest first → { orders, total }. */
    getOrders: build.query<OrderList, OrderListQuery>({
      query: (query) => ({ url: 'orders', params: toParams(query) }),
      transformResponse: (body: Order[], meta): OrderList => {
        const orders = Array.isArray(body) ? body : [];
        return { orders, total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, orders.length) };
      },
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.orders ?? []).map((o) => ({ type: 'Order' as const, id: o._id })),
      ],
    }),
  }),
});

export const { useCreateOrderMutation, useGetOrdersQuery } = ordersApi;
