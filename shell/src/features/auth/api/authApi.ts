import type {
  ApiMessage,
  LoginRequest,
  LoginResponse,
  OkResponse,
  RegisterRequest,
  RegisterResponse,
} from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/** The shell's own calls: logging in, registering, and the guards' token checks. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse | ApiMessage, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
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

export const { useLoginMutation, useRegisterMutation, useCheckUserAuthQuery, useCheckAdminAuthQuery } =
  authApi;
