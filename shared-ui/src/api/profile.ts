import type { UpdateProfileRequest, UpdateProfileResponse } from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';

/**
 * The customer's profile, which the checkout's billing details and the account's profile page write: with the
 * orders' endpoints ('@pashmina/shared-ui/orders'), which both of them download anyway, not in the singleton of every
 * page.
 */
export const profileApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** PUT /auth/profile: the cart's billing form (phone and address) and the customer's profile page. */
    updateProfile: build.mutation<UpdateProfileResponse, UpdateProfileRequest>({
      query: (body) => ({ url: 'auth/profile', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
