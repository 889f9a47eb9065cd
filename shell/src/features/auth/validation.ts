// The Register form's rules (SPEC §5) and the small decisions around logging in, kept pure
// so they are tested without a browser.

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  address: string;
}

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const REGISTER_MESSAGES = {
  name: 'Proper name is required',
  email: 'Invalid email format',
  password: 'Password must be at least 6 characters long',
  confirmPassword: 'Passwords do not match',
  phone: 'Invalid phone number',
  address: 'Address is required',
} as const satisfies Record<RegisterField, string>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 98, 97, …, 90 or 89 to 80, then 8 digits: Nepal's mobile numbers. */
const PHONE_PATTERN = /^(9[0-8]|8[0-9])\d{8}$/;

/** Every rule that applies, all at once (the form shows them together and submits only when empty). */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (values.name.trim().length < 5) errors.name = REGISTER_MESSAGES.name;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = REGISTER_MESSAGES.email;
  if (values.password.length < 6) errors.password = REGISTER_MESSAGES.password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = REGISTER_MESSAGES.confirmPassword;
  const phone = values.phone.trim();
  if (phone.length < 10 || !PHONE_PATTERN.test(phone)) errors.phone = REGISTER_MESSAGES.phone;
  if (values.address.trim() === '') errors.address = REGISTER_MESSAGES.address;
  return errors;
}

export const GENERIC_REGISTER_ERROR = 'An error occurred while processing your request.';
export const GENERIC_LOGIN_ERROR = 'Something went wrong. Please try again.';

/** An RTK Query error as the forms need it: the HTTP status (if any) and the server's message (if any). */
export function describeError(error: unknown): { status?: number; message?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { status, data } = error as { status?: unknown; data?: unknown };
  const message =
    typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : undefined;
  return { status: typeof status === 'number' ? status : undefined, message };
}

/**
 * SPEC §8: 400 shows the server's message, other errors the generic one. A refusal the server
 * explains in its `{ success: false, message }` body (409: the e-mail is taken) counts as
 * "success false", whose message is shown too; a crash, rate limit or lost connection is generic.
 */
export function registerErrorMessage(error: unknown): string {
  const { status, message } = describeError(error);
  if (message && (status === 400 || status === 409)) return message;
  return GENERIC_REGISTER_ERROR;
}

/** SPEC §8: a failed login shows the server's message. */
export function loginErrorMessage(error: unknown): string {
  return describeError(error).message ?? GENERIC_LOGIN_ERROR;
}

/**
 * The in-shop path to return to after logging in: from the guard's `state.from` or `?redirect=`.
 * Only same-site paths ('/x', never '//host' or 'https:…'), so the login page cannot be used
 * to send someone elsewhere.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  if (/^\/login\b/i.test(candidate) || /^\/register\b/i.test(candidate)) return null;
  return candidate;
}

export const ADMIN_HOME = '/dashboard/admin/dashboard';

/** SPEC §4: role 1 goes to the admin dashboard; everyone else back where they came from, or home. */
export function pathAfterLogin(role: number, from: string | null): string {
  if (role === 1) return ADMIN_HOME;
  return from ?? '/';
}
