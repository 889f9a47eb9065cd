import {
  TOTAL_COUNT_HEADER,
  type CreateRefundRequest,
  type CreateReturnRequest,
  type Order,
  type RecordRefundOutcomeRequest,
  type RefundResponse,
  type ReturnListQuery,
  type ReturnRequest,
  type UpdateReturnRequest,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';
import { numberHeader, toParams } from './params';

/** One page of GET /api/v1/returns: the body is the array, the total travels in X-Total-Count. */
export interface ReturnList {
  returns: ReturnRequest[];
  total: number;
}

const ORDERS_LIST = { type: 'Order' as const, id: 'LIST' };
const RETURNS_LIST = { type: 'Return' as const, id: 'LIST' };

/**
 * Refunds and returns: they change orders, which My orders and the admin both show, so they live beside the orders'
 * calls and refresh the same tags (a refund moves stock and the dashboard's revenue too).
 */
export const refundsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Return'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /orders/:id/refunds (admin): 201 { refund, order }. */
    createRefund: build.mutation<RefundResponse<Order>, CreateRefundRequest & { orderId: string }>({
      query: ({ orderId, ...body }) => ({
        url: `orders/${encodeURIComponent(orderId)}/refunds`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        ORDERS_LIST,
        'Stats',
        { type: 'Product', id: 'LIST' },
      ],
    }),
    /** POST /orders/:id/refunds/check (admin): Khalti's lookup asked now; 502 when it cannot be. */
    checkRefunds: build.mutation<Order, string>({
      query: (orderId) => ({ url: `orders/${encodeURIComponent(orderId)}/refunds/check`, method: 'POST' }),
      invalidatesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }, ORDERS_LIST, 'Stats'],
    }),
    /**
     * POST /orders/:id/refunds/:refundId/outcome (admin): what Khalti's dashboard shows of a refund Khalti's lookup
     * could not settle.
     */
    recordRefundOutcome: build.mutation<
      RefundResponse<Order>,
      RecordRefundOutcomeRequest & { orderId: string; refundId: string }
    >({
      query: ({ orderId, refundId, status }) => ({
        url: `orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/outcome`,
        method: 'POST',
        body: { status },
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        ORDERS_LIST,
        'Stats',
      ],
    }),
    /** POST /orders/:id/returns (the order's customer): 201 with the request. */
    requestReturn: build.mutation<ReturnRequest, CreateReturnRequest & { orderId: string }>({
      query: ({ orderId, ...body }) => ({
        url: `orders/${encodeURIComponent(orderId)}/returns`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        ORDERS_LIST,
        RETURNS_LIST,
      ],
    }),
    /** GET /returns?status&page&limit (admin), newest first → { returns, total }. */
    getReturns: build.query<ReturnList, ReturnListQuery>({
      query: (query) => ({ url: 'returns', params: toParams(query) }),
      transformResponse: (body: ReturnRequest[], meta): ReturnList => {
        const returns = Array.isArray(body) ? body : [];
        return { returns, total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, returns.length) };
      },
      providesTags: [RETURNS_LIST],
    }),
    /**
     * GET /returns/:id (admins, and the customer who asked): the request with `refundDue`, which changes with the
     * order's refunds, so it is refreshed with the order.
     */
    getReturn: build.query<ReturnRequest, string>({
      query: (id) => ({ url: `returns/${encodeURIComponent(id)}` }),
      providesTags: (result, _error, id) => [
        { type: 'Return', id },
        ...(result ? [{ type: 'Order' as const, id: result.orderId }] : []),
      ],
    }),
    /** PUT /returns/:id (admin): approved, declined (with a note for the customer) or refunded. */
    updateReturn: build.mutation<ReturnRequest, UpdateReturnRequest & { id: string; orderId: string }>({
      query: ({ id, status, note }) => ({
        url: `returns/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: note ? { status, note } : { status },
      }),
      invalidatesTags: (_result, _error, { id, orderId }) => [
        { type: 'Order', id: orderId },
        ORDERS_LIST,
        RETURNS_LIST,
        { type: 'Return', id },
      ],
    }),
  }),
});

export const {
  useCreateRefundMutation,
  useCheckRefundsMutation,
  useRecordRefundOutcomeMutation,
  useRequestReturnMutation,
  useGetReturnsQuery,
  useGetReturnQuery,
  useUpdateReturnMutation,
} = refundsApi;
