import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AuthState } from './authSlice';

export const API_BASE_URL = '/api/v1';

/** Every tag type of the shop. Features add endpoints with `baseApi.injectEndpoints`. */
export const TAG_TYPES = ['Product', 'Contact', 'User', 'Order', 'Session'] as const;

// The one createApi of the whole shop: the shell and all remotes share it (it is a
// Module Federation singleton), so a cache entry fetched by one app serves them all.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE_URL,
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as { auth?: AuthState }).auth?.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
