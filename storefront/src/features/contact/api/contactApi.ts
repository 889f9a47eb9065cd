import type { ApiMessage, ContactRequest, Testimonial } from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

export const contactApi = baseApi.injectEndpoints({
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

export const { useGetTestimonialsQuery, useSendContactMessageMutation } = contactApi;

/** The server's message from an RTK Query error body ({ success: false, message }), if any. */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return undefined;
}
