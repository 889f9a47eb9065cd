import {
  type AdminReview,
  type ApiMessage,
  type MyProductReview,
  type ProductReviews,
  type ProductReviewsQuery,
  type Review,
  type ReviewListQuery,
  type ReviewModerationRequest,
  type ReviewRequest,
  TOTAL_COUNT_HEADER,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';
import { numberHeader, toParams } from './params';

/** One page of GET /api/v1/reviews (admin): the body is the array, the total travels in X-Total-Count. */
export interface ReviewList {
  reviews: AdminReview[];
  total: number;
}

const REVIEWS = { type: 'Review' as const, id: 'LIST' };
const PRODUCTS = { type: 'Product' as const, id: 'LIST' };

/**
 * Reviews (issue 54): the product page's list, form and the caller's own; the admin's list and moderation. A decision
 * changes the product's rating, which its page, its card and the lists show: their tags are refreshed with it.
 */
export const reviewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Review'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /product/:id/reviews?page&sort (public, approved only). */
    getProductReviews: build.query<ProductReviews, ProductReviewsQuery & { productId: string }>({
      query: ({ productId, ...query }) => ({
        url: `product/${encodeURIComponent(productId)}/reviews`,
        params: toParams(query),
      }),
      providesTags: [REVIEWS],
    }),
    /** GET /product/:id/reviews/mine (signed in): may they write one, and theirs. */
    getMyProductReview: build.query<MyProductReview, string>({
      query: (productId) => ({ url: `product/${encodeURIComponent(productId)}/reviews/mine` }),
      providesTags: [REVIEWS],
    }),
    /** POST /product/:id/reviews: 201 with the review, pending. */
    createReview: build.mutation<Review, ReviewRequest & { productId: string }>({
      query: ({ productId, ...body }) => ({
        url: `product/${encodeURIComponent(productId)}/reviews`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [REVIEWS, 'Stats'],
    }),
    /** PUT /reviews/:id (the author): held again. */
    updateReview: build.mutation<Review, ReviewRequest & { id: string; productId: string }>({
      query: ({ id, productId: _productId, ...body }) => ({
        url: `reviews/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { productId }) => [
        REVIEWS,
        'Stats',
        PRODUCTS,
        { type: 'Product', id: productId },
      ],
    }),
    /** DELETE /reviews/:id (the author, an admin). */
    deleteReview: build.mutation<ApiMessage, { id: string; productId: string }>({
      query: ({ id }) => ({ url: `reviews/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { productId }) => [
        REVIEWS,
        'Stats',
        PRODUCTS,
        { type: 'Product', id: productId },
      ],
    }),
    /** GET /reviews?status&rating&page&limit (admin), newest first → { reviews, total }. */
    getReviews: build.query<ReviewList, ReviewListQuery>({
      query: (query) => ({ url: 'reviews', params: toParams(query) }),
      transformResponse: (body: AdminReview[], meta): ReviewList => {
        const reviews = Array.isArray(body) ? body : [];
        return { reviews, total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, reviews.length) };
      },
      providesTags: [REVIEWS],
    }),
    /** PUT /reviews/:id/moderation (admin): approved or rejected, with a reply. */
    moderateReview: build.mutation<AdminReview, ReviewModerationRequest & { id: string; productId: string }>({
      query: ({ id, productId: _productId, ...body }) => ({
        url: `reviews/${encodeURIComponent(id)}/moderation`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { productId }) => [
        REVIEWS,
        'Stats',
        PRODUCTS,
        { type: 'Product', id: productId },
      ],
    }),
  }),
});

export const {
  useGetProductReviewsQuery,
  useGetMyProductReviewQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useGetReviewsQuery,
  useModerateReviewMutation,
} = reviewsApi;
