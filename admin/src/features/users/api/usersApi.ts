import {
  TOTAL_COUNT_HEADER,
  type AdminUser,
  type ApiMessage,
  type UpdateUserRoleRequest,
  type UpdateUserRoleResponse,
  type UserListQuery,
} from '@pashmina/contracts';
import { baseApi, numberHeader, toParams } from '@pashmina/shared-ui';

/** One page of GET /api/v1/auth/users: the body is the array, the total travels in X-Total-Count. */
export interface UserList {
  users: AdminUser[];
  /** X-Total-Count: all matching users, over every page. */
  total: number;
}

export type UpdateUserRoleArgs = UpdateUserRoleRequest & { id: string };

type Tag = { type: 'User'; id: string };
const LIST_TAG: Tag = { type: 'User', id: 'LIST' };

/** The admin's users: the list, one user, their role and deleting them. */
export const usersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /auth/users?q&page&limit (admin): `q` an e-mail substring, newest first → { users, total }. */
    getUsers: build.query<UserList, UserListQuery>({
      query: (query) => ({ url: 'auth/users', params: toParams(query) }),
      transformResponse: (body: unknown, meta): UserList => {
        const users = Array.isArray(body) ? (body as AdminUser[]) : [];
        return { users, total: numberHeader(meta?.response?.headers, TOTAL_COUNT_HEADER, users.length) };
      },
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.users ?? []).map((u) => ({ type: 'User' as const, id: u._id })),
      ],
    }),
    /** GET /auth/users/:id (admin). */
    getUser: build.query<AdminUser, string>({
      query: (id) => `auth/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** PUT /auth/users/:id { role } (admin): the owner and the last admin cannot be demoted (the server's message). */
    updateUserRole: build.mutation<UpdateUserRoleResponse, UpdateUserRoleArgs>({
      query: ({ id, role }) => ({
        url: `auth/users/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, LIST_TAG],
    }),
    /** DELETE /auth/users/:id (admin): not the owner, not oneself (the server's message). */
    deleteUser: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `auth/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // The dashboard counts users. Not the user's own tag: refetching who was just deleted would only respond with 404.
      invalidatesTags: [LIST_TAG, 'Stats'],
    }),
  }),
});

export const { useGetUsersQuery, useGetUserQuery, useUpdateUserRoleMutation, useDeleteUserMutation } =
  usersApi;
