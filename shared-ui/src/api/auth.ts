import type { OkResponse } from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';

/**
 * The areas' guards. Logging in and registering are the shell's sign-in pages' own
 * (shell/src/features/auth/api/signIn.ts), the profile is with the orders' endpoints (profile.ts).
 */
export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /auth/user-auth: { ok: true } for a valid token, 401 otherwise. */
    checkUserAuth: build.query<OkResponse, void>({
      query: () => 'auth/user-auth',
      providesTags: ['Session'],
      keepUnusedDataFor: 0,
    }),
    /** GET /auth/admin-auth: { ok: true } for an admin's token, 401 or 403 otherwise. */
    checkAdminAuth: build.query<OkResponse, void>({
      query: () => 'auth/admin-auth',
      providesTags: ['Session'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckUserAuthQuery, useCheckAdminAuthQuery } = authApi;
