import {
  TOTAL_COUNT_HEADER,
  type EmailListQuery,
  type EmailLogEntry,
  type ResendEmailResponse,
} from '@pashmina/contracts';
import { baseApi, numberHeader, toParams } from '@pashmina/shared-ui';

/** One page of GET /api/v1/emails: the body is the array, the total travels in X-Total-Count. */
export interface EmailLog {
  emails: EmailLogEntry[];
  /** X-Total-Count: every matching e-mail, over every page. */
  total: number;
}

const LIST_TAG = { type: 'Email' as const, id: 'LIST' };

/**
 * The admin's e-mail log. Only this screen calls it, and no other app's cache follows it, so it lives here and not
 * in shared-ui/src/api; its tag type is its own.
 */
export const emailsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Email'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /emails?status&q&page&limit (admin): newest first → { emails, total }. */
    getEmails: build.query<EmailLog, EmailListQuery>({
      query: (query) => ({ url: 'emails', params: toParams(query) }),
      transformResponse: (body: unknown, meta): EmailLog => {
        const emails = Array.isArray(body) ? (body as EmailLogEntry[]) : [];
        return { emails, total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, emails.length) };
      },
      providesTags: [LIST_TAG],
    }),
    /** POST /emails/:id/resend (admin): 201, a copy queued; 409 with the reason for a password reset. */
    resendEmail: build.mutation<ResendEmailResponse, string>({
      query: (id) => ({ url: `emails/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      // The copy is a new row of the log.
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useGetEmailsQuery, useResendEmailMutation } = emailsApi;
