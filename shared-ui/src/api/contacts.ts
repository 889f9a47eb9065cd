import type { ApiMessage, ContactRequest, Testimonial } from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';

/** Feedback: the contact form and testimonials now; the customer's and the admin's lists later. */
export const contactsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /contact/testimonials: the featured messages, name and message only (public). */
    getTestimonials: build.query<Testimonial[], void>({
      query: () => 'contact/testimonials',
      transformResponse: (body: unknown) => (Array.isArray(body) ? (body as Testimonial[]) : []),
      providesTags: [{ type: 'Contact', id: 'TESTIMONIALS' }],
    }),
    /** POST /contact (logged in): { success, message }. */
    sendContactMessage: build.mutation<ApiMessage, ContactRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      // The customer's own feedback list (customer area) and the admin's list now hold one more.
      invalidatesTags: ['Contact'],
    }),
  }),
});

export const { useGetTestimonialsQuery, useSendContactMessageMutation } = contactsApi;
