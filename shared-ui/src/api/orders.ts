import {
  TOTAL_COUNT_HEADER,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type Order,
  type OrderExportQuery,
  type OrderListQuery,
  type PhoneCodeRequest,
  type PhoneVerifyRequest,
  type SessionUser,
  type TrackedOrder,
  type UpdateOrderStatusRequest,
  type UpdateOrderStatusResponse,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';
import { numberHeader, toParams } from './params';

/** One page of GET /api/v1/orders: the body is the array, the total travels in X-Total-Count. */
export interface OrderList {
  orders: Order[];
  /** X-Total-Count: all matching orders, over every page. */
  total: number;
}

/** What the admin's CSV export saved. */
export interface OrderExport {
  filename: string;
}

export type UpdateOrderStatusArgs = UpdateOrderStatusRequest & { id: string };

type Tag = { type: 'Order'; id: string };
const LIST_TAG: Tag = { type: 'Order', id: 'LIST' };

/** Used when the response names no file: 'orders-2026-11-05.csv' (today, the browser's date). */
function defaultCsvName(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `orders-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** The file name of `Content-Disposition: attachment; filename="orders-2026-11-05.csv"`, if it has one. */
export function attachmentName(header: string | null | undefined): string | undefined {
  const match = /filename="([^"]{1,200})"|filename=([^;\s]{1,200})/i.exec(header ?? '');
  const name = (match?.[1] ?? match?.[2])?.split(/[\\/]/).pop();
  return name || undefined;
}

interface CsvFile {
  blob: Blob;
  filename: string;
}

/** Reads a CSV response as a Blob (never through the store: it is not serializable), an error response as JSON. */
async function readCsv(response: Response): Promise<CsvFile | unknown> {
  if (!response.ok) return response.json().catch(() => null);
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('Content-Disposition')) ?? defaultCsvName(),
  };
}

/** Hands a file to the browser's downloads, as a click on an <a download> would. */
function saveFile({ blob, filename }: CsvFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, once the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Orders: the checkout places them; the customer area and the admin list them; the admin changes and exports them. */
export const ordersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /create-orders: cash on delivery returns the order, Khalti the payment link. */
    createOrder: build.mutation<CreateOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: 'create-orders', method: 'POST', body }),
      // Stock and the shopper's orders change.
      invalidatesTags: ['Order', { type: 'Product', id: 'LIST' }],
    }),
    /**
     * GET /orders?status&q&page&limit: the caller's own orders (an admin's: all, `q` an order-id substring),
     * newest first → { orders, total }.
     */
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
    /** GET /orders/:orderId: one order, with its statusHistory (404 for another customer's order). */
    getOrder: build.query<Order, string>({
      query: (id) => `orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** GET /orders/track?number&phone (public): the tracking page's order; 404 for a wrong number or phone. */
    trackOrder: build.query<TrackedOrder, { number: string; phone: string }>({
      query: (params) => ({ url: 'orders/track', params }),
    }),
    /** POST /auth/phone/code: a code texted to the phone (202); 429 past the limits. */
    sendPhoneCode: build.mutation<{ message: string }, PhoneCodeRequest>({
      query: (body) => ({ url: 'auth/phone/code', method: 'POST', body }),
    }),
    /** POST /auth/phone/verify: the account's phone verified (200, the account); 400 for a wrong code. */
    verifyPhone: build.mutation<{ message: string; user: SessionUser }, PhoneVerifyRequest>({
      query: (body) => ({ url: 'auth/phone/verify', method: 'POST', body }),
    }),
    /** PUT /orders/:id (admin): 409 with the server's message for a final order or a payment Khalti completed. */
    updateOrderStatus: build.mutation<UpdateOrderStatusResponse, UpdateOrderStatusArgs>({
      query: ({ id, ...body }) => ({
        url: `orders/${encodeURIComponent(id)}`,
        method: 'PUT',
        // The status, and with 'shipped' the courier and the tracking number.
        body,
      }),
      // A refusal may still have changed the order (Khalti had completed the payment): refresh either way.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, LIST_TAG, 'Stats'],
    }),
    /**
     * GET /orders/export.csv?q&status (admin): downloads the orders the list's search and filter match, every page,
     * saved under the server's file name (orders-YYYY-MM-DD.csv).
     */
    exportOrders: build.mutation<OrderExport, OrderExportQuery>({
      queryFn: async (query, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: 'orders/export.csv',
          params: toParams(query),
          responseHandler: readCsv,
        });
        if (result.error) return { error: result.error };
        const file = result.data as CsvFile;
        saveFile(file);
        return { data: { filename: file.filename } };
      },
    }),
  }),
});

export const {
  useCreateOrderMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
  useUpdateOrderStatusMutation,
  useExportOrdersMutation,
  useLazyTrackOrderQuery,
  useSendPhoneCodeMutation,
  useVerifyPhoneMutation,
} = ordersApi;
