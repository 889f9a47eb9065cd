import {
  TOTAL_COUNT_HEADER,
  type ApiMessage,
  type DiscountCode,
  type DiscountListQuery,
  type DiscountWriteFields,
} from '@pashmina/contracts';
import { baseApi, numberHeader, toParams } from '@pashmina/shared-ui';

/** One page of GET /api/v1/discounts: the body is the array, the total travels in X-Total-Count. */
export interface DiscountList {
  discounts: DiscountCode[];
  /** X-Total-Count: every matching code, over every page. */
  total: number;
}

type Tag = { type: 'Discount'; id: string };
const LIST_TAG: Tag = { type: 'Discount', id: 'LIST' };

/**
 * The admin's discount codes. Only these screens call them (the cart's check is the storefront's), so they live
 * here with a tag type of their own.
 */
export const discountsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Discount'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /discounts?q&page&limit (admin): newest first → { discounts, total }. */
    getDiscounts: build.query<DiscountList, DiscountListQuery>({
      query: (query) => ({ url: 'discounts', params: toParams(query) }),
      transformResponse: (body: unknown, meta): DiscountList => {
        const discounts = Array.isArray(body) ? (body as DiscountCode[]) : [];
        return {
          discounts,
          total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, discounts.length),
        };
      },
      providesTags: [LIST_TAG],
    }),
    getDiscount: build.query<DiscountCode, string>({
      query: (id) => `discounts/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Discount', id }],
    }),
    /** POST /discounts: 201 with the code; 400 names the field; 409 for a code that exists. */
    createDiscount: build.mutation<DiscountCode, DiscountWriteFields>({
      query: (body) => ({ url: 'discounts', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    updateDiscount: build.mutation<DiscountCode, { id: string; fields: Partial<DiscountWriteFields> }>({
      query: ({ id, fields }) => ({
        url: `discounts/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: fields,
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, { type: 'Discount', id }],
    }),
    /** DELETE /discounts/:id: 409 for a used code (it can be deactivated instead). */
    deleteDiscount: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `discounts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST_TAG, { type: 'Discount', id }],
    }),
  }),
});

export const {
  useGetDiscountsQuery,
  useGetDiscountQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useDeleteDiscountMutation,
} = discountsApi;
