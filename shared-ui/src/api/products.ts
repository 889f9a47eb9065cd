import {
  PRODUCT_MAX_PRICE_HEADER,
  PRODUCT_TOTAL_HEADER,
  type Product,
  type ProductListQuery,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';
import { numberHeader, toParams } from './params';

/** One page of GET /api/v1/product: the body is the array, the totals travel in headers. */
export interface ProductList {
  products: Product[];
  /** X-Total-Count: all matching products, over every page. */
  total: number;
  /** X-Max-Price: highest sale price among the matches, ignoring the price filter (price slider). */
  maxPrice: number;
}

/** Paging of the home sections' lists. */
export type PageQuery = Pick<ProductListQuery, 'page' | 'limit'>;

type Tag = { type: 'Product'; id: string };
const LIST_TAG: Tag = { type: 'Product', id: 'LIST' };

function productTags(products: Product[] | undefined): Tag[] {
  return [LIST_TAG, ...(products ?? []).map((p) => ({ type: 'Product' as const, id: p._id }))];
}

/**
 * The catalogue: the storefront's lists and pages, the navbar's search, and the admin's products. The admin's writes
 * are the admin's own (admin/src/features/products/api/productWritesApi.ts).
 */
export const productsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /product with filters and paging → { products, total, maxPrice }. */
    getProducts: build.query<ProductList, ProductListQuery>({
      query: (query) => ({ url: 'product', params: toParams(query) }),
      transformResponse: (body: Product[], meta): ProductList => {
        const headers = meta?.response?.headers;
        const products = Array.isArray(body) ? body : [];
        return {
          products,
          total: numberHeader(headers, PRODUCT_TOTAL_HEADER, products.length),
          maxPrice: numberHeader(
            headers,
            PRODUCT_MAX_PRICE_HEADER,
            products.reduce((max, p) => Math.max(max, p.salePrice ?? p.price), 0),
          ),
        };
      },
      providesTags: (result) => productTags(result?.products),
    }),
    /** GET /product/:id; a 404 means there is no such product. */
    getProduct: build.query<Product, string>({
      query: (id) => `product/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** GET /newarrivals (newest first); page/limit optional (the API's default page is 100). */
    getNewArrivals: build.query<Product[], PageQuery | void>({
      query: (paging) => ({ url: 'newarrivals', params: toParams(paging ?? {}) }),
      providesTags: (result) => productTags(result),
    }),
    /** GET /bestsellers (at least BEST_SELLER_THRESHOLD sold, most sold first); page/limit optional. */
    getBestsellers: build.query<Product[], PageQuery | void>({
      query: (paging) => ({ url: 'bestsellers', params: toParams(paging ?? {}) }),
      providesTags: (result) => productTags(result),
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetNewArrivalsQuery, useGetBestsellersQuery } =
  productsApi;
