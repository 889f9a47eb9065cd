import type { PageQuery } from './common';
import type { Role } from './rules/account';

/** The signed-in user as kept in the session (localStorage 'auth'). */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** One of the 77 districts (docs/rules.md, Delivery); '' when the customer has not chosen one. */
  district?: string;
  /** The phone was verified by a texted code (absent from sessions saved before it); changing the phone clears it. */
  phoneVerified?: boolean;
  role: Role;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  success: true;
  message: string;
  user: SessionUser;
  token: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
}

export interface RegisterResponse {
  success: true;
  message: string;
}

/** PUT /api/v1/auth/profile. The e-mail cannot change: when sent it must equal the account's own (case-insensitive). */
export interface UpdateProfileRequest {
  name: string;
  email?: string;
  phone: string;
  address: string;
  /** A district of the list, or '' for none; absent keeps the current one. */
  district?: string;
  /** A new password (at least 6 characters); blank or absent keeps the current one. */
  password?: string;
  /** Required with a new password: the account's current password (400 and nothing changes without it). */
  currentPassword?: string;
}

export interface UpdateProfileResponse {
  success: true;
  message: string;
  updatedUser: SessionUser;
  /** Present when the password changed: older tokens stop working, keep this one in the session. */
  token?: string;
}

/** A user as the admin screens see them (GET /api/v1/auth/users and /users/:id). */
export interface AdminUser extends SessionUser {
  /** The seeded owner account: cannot be deleted or demoted. */
  isOwner: boolean;
  createdAt: string;
}

/** Query of GET /api/v1/auth/users (admin): `q` an e-mail substring (case-insensitive), paged, newest first, total in X-Total-Count. */
export interface UserListQuery extends PageQuery {
  q?: string;
}

/** PUT /api/v1/auth/users/:id (admin). */
export interface UpdateUserRoleRequest {
  role: Role;
}

export interface UpdateUserRoleResponse {
  success: true;
  message: string;
  user: AdminUser;
}

/** POST /api/v1/auth/logout: the token (and every other token of the account) stops working at once. */
export type LogoutResponse = { success: true; message: string };

/** POST /api/v1/auth/forgot-password: 200 with FORGOT_PASSWORD_MESSAGE whether or not the account exists. */
export interface ForgotPasswordRequest {
  email: string;
}

/**
 * POST /api/v1/auth/reset-password: the token of the e-mail's link and the new password (the register page's rules).
 * 200 with PASSWORD_RESET_DONE_MESSAGE; 400 with PASSWORD_RESET_INVALID_MESSAGE for an unknown, used or expired token.
 */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/**
 * GET /api/v1/auth/reset-password/{token}: whether the link still works, without using it. 200 with this; 400 with
 * PASSWORD_RESET_INVALID_MESSAGE for an unknown, used or expired token.
 */
export interface ResetLinkResponse {
  success: true;
}
