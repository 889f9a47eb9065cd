import { createApi } from '@reduxjs/toolkit/query/react';
import { i18n } from '../i18n/runtime';
import type { AuthState } from './authSlice';
import { baseQueryWithSession } from './session';

export const API_BASE_URL = '/api/v1';

/** Every tag type of the shop. Features add endpoints with `baseApi.injectEndpoints`. */
export const TAG_TYPES = ['Product', 'Feedback', 'User', 'Order', 'Session', 'Stats', 'Delivery'] as const;

// The one createApi of the whole shop: the shell and all remotes share it (it is a
// Module Federation singleton), so a cache entry fetched by one app serves them all.
// A 401 to a call that carried the token ends the session (see session.ts).
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession({
    baseUrl: API_BASE_URL,
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as { auth?: AuthState }).auth?.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      // A Nepali page asks the API for its messages in Nepali (refusals, validation, the e-mails it sends).
      if (i18n.locale === 'ne') headers.set('Accept-Language', 'ne');
      return headers;
    },
  }),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
