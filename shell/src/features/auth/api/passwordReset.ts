import type { ApiMessage, ForgotPasswordRequest, ResetPasswordRequest } from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/** Password reset: only the shell's forgot-password and reset-password pages call these. */
export const passwordResetApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Always 200 with FORGOT_PASSWORD_MESSAGE, whether or not the account exists. */
    forgotPassword: build.mutation<ApiMessage, ForgotPasswordRequest>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    /** 200 with PASSWORD_RESET_DONE_MESSAGE; 400 with the server's message for a bad link or password. */
    resetPassword: build.mutation<ApiMessage, ResetPasswordRequest>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
