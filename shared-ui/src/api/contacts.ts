import {
  TOTAL_COUNT_HEADER,
  type ApiMessage,
  type ContactListQuery,
  type ContactMessage,
  type ContactRequest,
  type Testimonial,
  type UpdateContactRequest,
  type UpdateContactResponse,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';
import { numberHeader, toParams } from './params';

/** One page of GET /api/v1/contact as a customer or an admin sees it. */
export interface ContactList {
  contacts: ContactMessage[];
  /** X-Total-Count: all matching messages, over every page. */
  total: number;
}

export type UpdateContactArgs = UpdateContactRequest & { id: string };

const TESTIMONIALS_TAG = { type: 'Contact' as const, id: 'TESTIMONIALS' };
const LIST_TAG = { type: 'Contact' as const, id: 'LIST' };

/** Feedback: the contact form, testimonials, and the customer's and the admin's lists. */
export const contactsApi = baseApi.injectEndpoints({
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
        LIST_TAG,
        ...(result?.contacts ?? []).map((c) => ({ type: 'Contact' as const, id: c._id })),
      ],
    }),
    /** POST /contact (logged in): { success, message }. */
    sendContactMessage: build.mutation<ApiMessage, ContactRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      // The customer's own feedback list (customer area) and the admin's list now hold one more.
      invalidatesTags: ['Contact'],
    }),
    /** GET /contact/:id (admin). */
    getContact: build.query<ContactMessage, string>({
      query: (id) => `contact/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Contact', id }],
    }),
    /** PUT /contact/:id { isFeatured } (admin): a featured message is a testimonial on /AboutUs at once. */
    updateContact: build.mutation<UpdateContactResponse, UpdateContactArgs>({
      query: ({ id, isFeatured }) => ({
        url: `contact/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { isFeatured },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Contact', id }, LIST_TAG, TESTIMONIALS_TAG],
    }),
    /** DELETE /contact/:id (admin). */
    deleteContact: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `contact/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Not the message's own tag: refetching what was just deleted would only answer 404.
      invalidatesTags: [LIST_TAG, TESTIMONIALS_TAG],
    }),
  }),
});

export const {
  useGetTestimonialsQuery,
  useGetContactsQuery,
  useSendContactMessageMutation,
  useGetContactQuery,
  useUpdateContactMutation,
  useDeleteContactMutation,
} = contactsApi;
