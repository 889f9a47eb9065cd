import {
  TOTAL_COUNT_HEADER,
  type StockAdjustmentRequest,
  type StockMovement,
  type StockMovementsQuery,
} from '@pashmina/contracts';
import { baseApi, numberHeader, toParams } from '@pashmina/shared-ui';

/** One page of a product's ledger: the body is the array, the total travels in X-Total-Count. */
export interface StockMovementPage {
  movements: StockMovement[];
  total: number;
}

const ledgerTag = (id: string) => ({ type: 'StockMovement' as const, id });

/**
 * A product's stock ledger (docs/rules.md, Stock), admins and staff. Only the product's screen reads it. Every
 * product write may move stock, so the product's own tag refreshes the ledger too.
 */
export const stockApi = baseApi.enhanceEndpoints({ addTagTypes: ['StockMovement'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /product/:id/stock-movements?variant&page&limit: newest first. */
    getStockMovements: build.query<StockMovementPage, StockMovementsQuery & { id: string }>({
      query: ({ id, ...query }) => ({
        url: `product/${encodeURIComponent(id)}/stock-movements`,
        params: toParams(query),
      }),
      transformResponse: (body: unknown, meta): StockMovementPage => {
        const movements = Array.isArray(body) ? (body as StockMovement[]) : [];
        return {
          movements,
          total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, movements.length),
        };
      },
      providesTags: (_result, _error, { id }) => [ledgerTag(id), { type: 'Product', id }],
    }),
    /** POST /product/:id/stock-adjustments: 201 with the movement; 409 below 0, 400 without the variant. */
    adjustStock: build.mutation<StockMovement, StockAdjustmentRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `product/${encodeURIComponent(id)}/stock-adjustments`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        ledgerTag(id),
        { type: 'Product', id },
        { type: 'Product', id: 'LIST' },
        'Stats',
      ],
    }),
  }),
});

export const { useGetStockMovementsQuery, useAdjustStockMutation } = stockApi;
