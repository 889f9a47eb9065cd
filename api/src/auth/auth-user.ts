import type { Language, Role } from '../contracts';

/** The caller of a request, as loaded by the AuthGuard and read with @CurrentUser(). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** The language of the account's e-mails when the guard read it (checkout writes it only when it changes). */
  language?: Language;
}

/** What the JWT carries: the user id and the user's token version at signing time. */
export interface TokenPayload {
  sub: string;
  ver: number;
}
