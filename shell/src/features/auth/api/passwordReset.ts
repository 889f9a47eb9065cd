import type {
  ApiMessage,
  ForgotPasswordRequest,
  ResetLinkResponse,
  ResetPasswordRequest,
} from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/** Password reset: only the shell's forgot-password and reset-password pages call these. */
export const passwordResetApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Always 200 with FORGOT_PASSWORD_MESSAGE, whether or not the account exists. */
    forgotPassword: build.mutation<ApiMessage, ForgotPasswordRequest>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    /** 200 while the link works; 400 with PASSWORD_RESET_INVALID_MESSAGE once it is used, expired or unknown. */
    checkResetLink: build.query<ResetLinkResponse, string>({
      query: (token) => `auth/reset-password/${encodeURIComponent(token)}`,
      // Asked afresh each time the page opens: a link is used up elsewhere (another tab, the e-mail opened twice).
      keepUnusedDataFor: 0,
    }),
    /** 200 with PASSWORD_RESET_DONE_MESSAGE; 400 with the server's message for a bad link or password. */
    resetPassword: build.mutation<ApiMessage, ResetPasswordRequest>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useCheckResetLinkQuery, useForgotPasswordMutation, useResetPasswordMutation } =
  passwordResetApi;
