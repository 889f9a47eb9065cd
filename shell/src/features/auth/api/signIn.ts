import type {
  ApiMessage,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
} from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/**
 * Logging in and registering: only the shell's sign-in pages call these, so they come with those pages' chunk rather
 * than in shared-ui's singleton, which every page downloads (decision 69).
 */
export const signInApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse | ApiMessage, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = signInApi;
