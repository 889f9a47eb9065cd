import {
  TOTAL_COUNT_HEADER,
  type ApiMessage,
  type ContactListQuery,
  type ContactMessage,
  type ContactRequest,
  type Testimonial,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';
import { numberHeader, toParams } from './params';

/** One page of GET /api/v1/contact as a customer or an admin sees it. */
export interface ContactList {
  contacts: ContactMessage[];
  /** X-Total-Count: all matching messages, over every page. */
  total: number;
}

/** Feedback: the contact form, testimonials, and the customer's and the admin's lists. */
export const contactsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /contact/testimonials: the featured messages, name and message only (public). */
    getTestimonials: build.query<Testimonial[], void>({
      query: () => 'contact/testimonials',
      transformResponse: (body: unknown) => (Array.isArray(body) ? (body as Testimonial[]) : []),
      providesTags: [{ type: 'Contact', id: 'TESTIMONIALS' }],
    }),
    /**
     * GET /contact (logged in): a customer gets their own messages, an admin all of them (filtered by `q`),
     * newest first → { contacts, total }.
     */
    getContacts: build.query<ContactList, ContactListQuery | void>({
      query: (query) => ({ url: 'contact', params: toParams(query ?? {}) }),
      transformResponse: (body: unknown, meta): ContactList => {
        const contacts = Array.isArray(body) ? (body as ContactMessage[]) : [];
        return {
          contacts,
          total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, contacts.length),
        };
      },
      providesTags: (result) => [
        { type: 'Contact', id: 'LIST' },
        ...(result?.contacts ?? []).map((c) => ({ type: 'Contact' as const, id: c._id })),
      ],
    }),
    /** POST /contact (logged in): { success, message }. */
    sendContactMessage: build.mutation<ApiMessage, ContactRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      // The customer's own feedback list (customer area) and the admin's list now hold one more.
      invalidatesTags: ['Contact'],
    }),
  }),
});

export const { useGetTestimonialsQuery, useGetContactsQuery, useSendContactMessageMutation } = contactsApi;
