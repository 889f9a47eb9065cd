import {
  TOTAL_COUNT_HEADER,
  type ApiMessage,
  type FeedbackListQuery,
  type Feedback,
  type FeedbackRequest,
  type Testimonial,
  type UpdateFeedbackRequest,
  type UpdateFeedbackResponse,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';
import { numberHeader, toParams } from './params';

/** One page of GET /api/v1/contact as a customer or an admin sees it. */
export interface FeedbackList {
  feedback: Feedback[];
  /** X-Total-Count: all matching messages, over every page. */
  total: number;
}

export type UpdateFeedbackArgs = UpdateFeedbackRequest & { id: string };

const TESTIMONIALS_TAG = { type: 'Feedback' as const, id: 'TESTIMONIALS' };
const LIST_TAG = { type: 'Feedback' as const, id: 'LIST' };

/** Feedback: the contact form, testimonials, and the customer's and the admin's lists. */
export const feedbackApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /contact/testimonials: the featured messages, name and message only (public). */
    getTestimonials: build.query<Testimonial[], void>({
      query: () => 'contact/testimonials',
      transformResponse: (body: unknown) => (Array.isArray(body) ? (body as Testimonial[]) : []),
      providesTags: [TESTIMONIALS_TAG],
    }),
    /**
     * GET /contact (logged in): a customer gets their own messages, an admin all of them (filtered by `q`),
     * newest first → { feedback, total }.
     */
    getFeedbackList: build.query<FeedbackList, FeedbackListQuery | void>({
      query: (query) => ({ url: 'contact', params: toParams(query ?? {}) }),
      transformResponse: (body: unknown, meta): FeedbackList => {
        const feedback = Array.isArray(body) ? (body as Feedback[]) : [];
        return {
          feedback,
          total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, feedback.length),
        };
      },
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.feedback ?? []).map((c) => ({ type: 'Feedback' as const, id: c._id })),
      ],
    }),
    /** POST /contact (logged in): { success, message }. */
    sendFeedback: build.mutation<ApiMessage, FeedbackRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      // The customer's own feedback list (customer area) and the admin's list now hold one more.
      invalidatesTags: ['Feedback'],
    }),
    /** GET /contact/:id (admin). */
    getFeedback: build.query<Feedback, string>({
      query: (id) => `contact/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Feedback', id }],
    }),
    /** PUT /contact/:id { isFeatured } (admin): a featured message is a testimonial on /AboutUs at once. */
    updateFeedback: build.mutation<UpdateFeedbackResponse, UpdateFeedbackArgs>({
      query: ({ id, isFeatured }) => ({
        url: `contact/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { isFeatured },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Feedback', id }, LIST_TAG, TESTIMONIALS_TAG],
    }),
    /** DELETE /contact/:id (admin). */
    deleteFeedback: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `contact/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Not the message's own tag: refetching what was just deleted would only respond with 404.
      invalidatesTags: [LIST_TAG, TESTIMONIALS_TAG],
    }),
  }),
});

export const {
  useGetTestimonialsQuery,
  useGetFeedbackListQuery,
  useSendFeedbackMutation,
  useGetFeedbackQuery,
  useUpdateFeedbackMutation,
  useDeleteFeedbackMutation,
} = feedbackApi;
