// The Register form's rules and the small decisions around logging in, kept pure so they are tested
// without a browser. The rules themselves are the contracts' (docs/rules.md, Accounts).
import {
  accountFieldErrors,
  ADDRESS_MESSAGE,
  CONFIRM_PASSWORD_MESSAGE,
  EMAIL_MESSAGE,
  isValidEmail,
  NAME_MESSAGE,
  passwordError,
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
  ROLE_ADMIN,
  ROLE_STAFF,
  type AccountFields,
} from '@pashmina/contracts';
import { errorMessage, errorStatus, SHELL_ROUTES, STOREFRONT_ROUTES } from '@pashmina/shared-ui';

export interface RegisterValues extends AccountFields {
  confirmPassword: string;
}

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** The message of each field's first broken rule, as the form shows it. */
export const REGISTER_MESSAGES = {
  name: NAME_MESSAGE,
  email: EMAIL_MESSAGE,
  password: PASSWORD_MESSAGE,
  confirmPassword: CONFIRM_PASSWORD_MESSAGE,
  phone: PHONE_MESSAGE,
  address: ADDRESS_MESSAGE,
} as const satisfies Record<RegisterField, string>;

/** Every rule that applies, all at once (the form shows them together and submits only when empty). */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = accountFieldErrors(values);
  // Only the form has a confirmation: the server never sees it.
  if (values.confirmPassword !== values.password) errors.confirmPassword = CONFIRM_PASSWORD_MESSAGE;
  return errors;
}

/** The reset page's two fields: the new password and its confirmation. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export type NewPasswordField = keyof NewPasswordValues;
export type NewPasswordErrors = Partial<Record<NewPasswordField, string>>;

/** The register page's password rules and messages, for the password reset page. */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const password = passwordError(values.password);
  if (password) errors.password = password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = CONFIRM_PASSWORD_MESSAGE;
  return errors;
}

/** The forgot-password form's one rule: an e-mail as register takes it (the server refuses any other). */
export function forgotPasswordEmailError(email: string): string | undefined {
  return isValidEmail(email) ? undefined : EMAIL_MESSAGE;
}

export const GENERIC_REGISTER_ERROR = 'An error occurred while processing your request.';
export const GENERIC_LOGIN_ERROR = 'Something went wrong. Please try again.';

/**
 * 400 shows the server's message, other errors the generic one. A refusal the server explains in its
 * `{ success: false, message }` body (409: the e-mail is taken) is shown too; a crash, rate limit or
 * lost connection is generic.
 */
export function registerErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 400 || status === 409) return errorMessage(error, GENERIC_REGISTER_ERROR);
  return GENERIC_REGISTER_ERROR;
}

/** A failed login shows the server's message. */
export function loginErrorMessage(error: unknown): string {
  return errorMessage(error, GENERIC_LOGIN_ERROR);
}

/** A refused reset (400: the link is invalid or expired, or the password breaks a rule) or a limit shows the server's message. */
export function resetErrorMessage(error: unknown): string {
  return errorMessage(error, GENERIC_LOGIN_ERROR);
}

/**
 * The in-shop path to return to after logging in: from the guard's `state.from` or `?redirect=`.
 * Only same-site paths ('/x', never '//host' or 'https:…'), so the login page cannot be used
 * to send someone elsewhere. Browsers drop tabs and line breaks from a URL and some read `\` as `/`,
 * so '/\t/evil.example' would become '//evil.example': any character up to the space, and DEL, is
 * refused, and what is left must still resolve to the shop's own origin.
 */
export function safeReturnPath(candidate: unknown, origin = shopOrigin()): string | null {
  if (typeof candidate !== 'string') return null;
  if (hasControlCharacters(candidate)) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  if (!resolvesTo(candidate, origin)) return null;
  const lower = candidate.toLowerCase();
  if (AUTH_PAGES.some((page) => lower.startsWith(page) && !/\w/.test(lower.charAt(page.length)))) return null;
  return candidate;
}

/** Characters below 0x21 (controls and the space) and DEL (0x7f). */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x21 || code === 0x7f) return true;
  }
  return false;
}

/** The shop's own origin (any origin will do where there is no window: only a change of origin matters). */
const shopOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/** Whether `path`, read by the browser against the shop's address, stays on the shop's origin. */
function resolvesTo(path: string, origin: string): boolean {
  try {
    return new URL(path, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** Returning to a login, register or password page after logging in would only loop. */
const AUTH_PAGES = [
  SHELL_ROUTES.login,
  SHELL_ROUTES.register,
  SHELL_ROUTES.forgotPassword,
  SHELL_ROUTES.resetPassword,
].map((page) => page.toLowerCase());

/** Admins go to the admin dashboard, staff to the admin (their orders and stock); everyone else back where they came from, or home. */
export function pathAfterLogin(role: number, from: string | null): string {
  if (role === ROLE_ADMIN) return SHELL_ROUTES.adminStats;
  if (role === ROLE_STAFF) return SHELL_ROUTES.adminDashboard;
  return from ?? STOREFRONT_ROUTES.home;
}
