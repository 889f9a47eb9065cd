// Accounts: roles and the fields of register, profile and the checkout's billing details.
// Plain TypeScript (no framework): the API's DTOs and every frontend form read these.

/** 0 a customer, 1 an admin (the owner's family), 2 staff (the packer: docs/rules.md, Roles). */
export type Role = 0 | 1 | 2;
export const ROLE_USER: Role = 0;
export const ROLE_ADMIN: Role = 1;
export const ROLE_STAFF: Role = 2;
export const ROLES: readonly Role[] = [ROLE_USER, ROLE_ADMIN, ROLE_STAFF];

export const NAME_MIN = 5;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
/** argon2 of a huge input is slow: bound it well above any real password. */
export const PASSWORD_MAX = 200;
export const ADDRESS_MAX = 300;
export const PHONE_LENGTH = 10;

/**
 * something@something.tld, no spaces: the domain holds a dot that is neither its first nor its last character.
 * Written so that every character has one way to match (the first dot after the domain's first character
 * ends `[^\s@.]*`): linear time on any input, unlike the usual `[^\s@]+\.[^\s@]+`, which backtracks quadratically.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
/** Nepal's mobile numbers: 98, 97, …, 90 or 89 to 80, then 8 digits. */
export const PHONE_PATTERN = /^(?:9[0-8]|8\d)\d{8}$/;

export const NAME_MESSAGE = 'Proper name is required';
export const EMAIL_MESSAGE = 'Invalid email format';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters long';
export const CONFIRM_PASSWORD_MESSAGE = 'Passwords do not match';
export const PHONE_MESSAGE = 'Invalid phone number';
export const ADDRESS_MESSAGE = 'Address is required';
export const NAME_TOO_LONG_MESSAGE = `Name must be at most ${NAME_MAX} characters long`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters long`;
export const ADDRESS_TOO_LONG_MESSAGE = `Address must be at most ${ADDRESS_MAX} characters long`;

/** The bound is checked before the pattern, so no pattern ever reads an unbounded input. */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** The password rule's message for `password` (register, profile, password reset), or undefined when it is fine. */
export function passwordError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGE;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG_MESSAGE;
  return undefined;
}

export function isValidPhone(phone: string): boolean {
  const value = phone.trim();
  return value.length === PHONE_LENGTH && PHONE_PATTERN.test(value);
}

export interface AccountFields {
  name: string;
  email: string;
  /** Blank on the profile means "keep the current password". */
  password: string;
  phone: string;
  address: string;
}

export type AccountField = keyof AccountFields;
export type AccountErrors = Partial<Record<AccountField, string>>;

/**
 * Every account rule that applies to these values, with its message: register shows them all at once and
 * submits only when there are none; the profile shows them and sends anyway (the server decides for itself).
 * `passwordOptional`: a blank password is fine (the profile keeps the current one).
 */
export function accountFieldErrors(values: AccountFields, { passwordOptional = false } = {}): AccountErrors {
  const errors: AccountErrors = {};
  const name = values.name.trim();
  if (name.length < NAME_MIN) errors.name = NAME_MESSAGE;
  else if (name.length > NAME_MAX) errors.name = NAME_TOO_LONG_MESSAGE;
  if (!isValidEmail(values.email)) errors.email = EMAIL_MESSAGE;
  if (!(passwordOptional && values.password === '')) {
    const password = passwordError(values.password);
    if (password) errors.password = password;
  }
  if (!isValidPhone(values.phone)) errors.phone = PHONE_MESSAGE;
  const address = values.address.trim();
  if (address === '') errors.address = ADDRESS_MESSAGE;
  else if (address.length > ADDRESS_MAX) errors.address = ADDRESS_TOO_LONG_MESSAGE;
  return errors;
}

/** The seeded owner account cannot be deleted (the admin screen shows the same message before asking). */
export const OWNER_NOT_DELETABLE = "You can't delete this admin";

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to set a new one';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct';
export const PROFILE_FAILED_MESSAGE = 'Something went wrong';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

/** The other rules of the admin's user screens, as the server returns them (409). */
export const OWNER_NOT_DEMOTABLE = "The shop owner's account cannot be demoted";
export const LAST_ADMIN = 'The last admin cannot be demoted';
export const SELF_DELETE = "You can't delete your own account";
/** The admin's user search: a part of an e-mail, so at most an e-mail's length. */
export const USER_SEARCH_MAX = EMAIL_MAX;

// The spec's responses to an admin's change of an account, spelling included: the server sends them, the admin shows them.
export const USER_UPDATED_MESSAGE = 'Users updated sucessfully';
export const USER_DELETED_MESSAGE = 'User deleted successfully';
