export type Role = 0 | 1;
export const ROLE_USER: Role = 0;
export const ROLE_ADMIN: Role = 1;

/** The signed-in user as kept in the session (localStorage 'auth'). */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
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
