import type { Role } from '../contracts';

/** The caller of a request, as loaded by the AuthGuard and read with @CurrentUser(). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** What the JWT carries: the user id and the user's token version at signing time. */
export interface TokenPayload {
  sub: string;
  ver: number;
}
