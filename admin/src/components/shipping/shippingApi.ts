import {
  type ApiMessage,
  type Courier,
  type CourierRequest,
  type ShopSettings,
  type ShopSettingsRequest,
  type SmsAlert,
  TOTAL_COUNT_HEADER,
  type TextMessageListQuery,
  type TextMessageLogEntry,
} from '@pashmina/contracts';
import { baseApi, numberHeader, toParams } from '@pashmina/shared-ui';

const COURIERS = { type: 'Courier' as const, id: 'LIST' };
const SETTINGS = { type: 'ShopSettings' as const, id: 'ONE' };
const TEXTS = { type: 'TextMessage' as const, id: 'LIST' };

/** One page of GET /api/v1/text-messages: the body is the array, the total in X-Total-Count. */
export interface TextLog {
  texts: TextMessageLogEntry[];
  total: number;
}

/**
 * The admin's couriers, shop settings and texts' log (docs/rules.md, Shipping and Text messages). Only the admin
 * calls them, so they live here, with tag types of their own.
 */
export const shippingApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Courier', 'ShopSettings', 'TextMessage'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      getCouriers: build.query<Courier[], void>({ query: () => 'couriers', providesTags: [COURIERS] }),
      createCourier: build.mutation<Courier, CourierRequest>({
        query: (body) => ({ url: 'couriers', method: 'POST', body }),
        invalidatesTags: [COURIERS],
      }),
      updateCourier: build.mutation<Courier, { id: string; fields: Partial<CourierRequest> }>({
        query: ({ id, fields }) => ({
          url: `couriers/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: fields,
        }),
        invalidatesTags: [COURIERS],
      }),
      deleteCourier: build.mutation<ApiMessage, string>({
        query: (id) => ({ url: `couriers/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: [COURIERS],
      }),
      getShopSettings: build.query<ShopSettings, void>({ query: () => 'settings', providesTags: [SETTINGS] }),
      updateShopSettings: build.mutation<{ settings: ShopSettings; message: string }, ShopSettingsRequest>({
        query: (body) => ({ url: 'settings', method: 'PUT', body }),
        invalidatesTags: [SETTINGS],
      }),
      getTextMessages: build.query<TextLog, TextMessageListQuery>({
        query: (query) => ({ url: 'text-messages', params: toParams(query) }),
        transformResponse: (body: unknown, meta): TextLog => {
          const texts = Array.isArray(body) ? (body as TextMessageLogEntry[]) : [];
          return { texts, total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, texts.length) };
        },
        providesTags: [TEXTS],
      }),
      resendTextMessage: build.mutation<{ message: string }, string>({
        query: (id) => ({ url: `text-messages/${encodeURIComponent(id)}/resend`, method: 'POST' }),
        invalidatesTags: [TEXTS],
      }),
      getSmsAlert: build.query<{ alert: SmsAlert | null }, void>({ query: () => 'text-messages/alert' }),
    }),
  });

export const {
  useGetCouriersQuery,
  useCreateCourierMutation,
  useUpdateCourierMutation,
  useDeleteCourierMutation,
  useGetShopSettingsQuery,
  useUpdateShopSettingsMutation,
  useGetTextMessagesQuery,
  useResendTextMessageMutation,
  useGetSmsAlertQuery,
} = shippingApi;
