import type {
  ApiMessage,
  LoginRequest,
  LoginResponse,
  OkResponse,
  RegisterRequest,
  RegisterResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';

/** Accounts: logging in and registering (shell), the areas' guards, and the profile (checkout, customer area). */
export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
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
    /** PUT /auth/profile: the cart's billing form (phone and address) and the customer's profile page. */
    updateProfile: build.mutation<UpdateProfileResponse, UpdateProfileRequest>({
      query: (body) => ({ url: 'auth/profile', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useCheckUserAuthQuery,
  useCheckAdminAuthQuery,
  useUpdateProfileMutation,
} = authApi;
