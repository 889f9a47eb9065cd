// The contracts' messages (docs/rules.md) that the pages show of their own, in the page's language: a form's check
// before anything is sent, a toast of the checkout's. The contracts keep them in English, word for word as the spec
// says them and the API answers without Accept-Language; a Nepali page shows each one's Nepali version here. What the
// API says comes in the page's language already (baseApi sends Accept-Language), and passes through unchanged.
import type { I18n } from '@lingui/core';
import {
  ADDRESS_MAX,
  ADDRESS_MESSAGE,
  ADDRESS_TOO_LONG_MESSAGE,
  CONFIRM_PASSWORD_MESSAGE,
  DISTRICT_REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  EMPTY_CART_MESSAGE,
  FEEDBACK_MESSAGE_MESSAGE,
  FEEDBACK_NAME_MESSAGE,
  LOGGED_OUT_MESSAGE,
  LOGIN_FIRST_MESSAGE,
  NAME_MAX,
  NAME_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  ORDER_FAILED_MESSAGE,
  ORDER_PLACED_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MESSAGE,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG_MESSAGE,
  PHONE_MESSAGE,
  PROFILE_FAILED_MESSAGE,
} from '@pashmina/contracts';
import { formatCount } from './numbers';
import { languageOf } from './runtime';

/** `message` in `i18n`'s language when it is one of the contracts' messages the pages show; else as it is. */
export function ruleMessage(i18n: I18n, message: string): string {
  if (languageOf(i18n) === 'en') return message;
  const count = (n: number) => formatCount(n, 'ne');
  switch (message) {
    case NAME_MESSAGE:
      return i18n._({ id: 'rule.name', message: 'Proper name is required' });
    case NAME_TOO_LONG_MESSAGE:
      return i18n._({
        id: 'rule.name.long',
        message: 'Name must be at most {max} characters long',
        values: { max: count(NAME_MAX) },
      });
    case EMAIL_MESSAGE:
      return i18n._({ id: 'rule.email', message: 'Invalid email format' });
    case PASSWORD_MESSAGE:
      return i18n._({
        id: 'rule.password',
        message: 'Password must be at least {min} characters long',
        values: { min: count(PASSWORD_MIN) },
      });
    case PASSWORD_TOO_LONG_MESSAGE:
      return i18n._({
        id: 'rule.password.long',
        message: 'Password must be at most {max} characters long',
        values: { max: count(PASSWORD_MAX) },
      });
    case CONFIRM_PASSWORD_MESSAGE:
      return i18n._({ id: 'rule.password.confirm', message: 'Passwords do not match' });
    case PHONE_MESSAGE:
      return i18n._({ id: 'rule.phone', message: 'Invalid phone number' });
    case ADDRESS_MESSAGE:
      return i18n._({ id: 'rule.address', message: 'Address is required' });
    case ADDRESS_TOO_LONG_MESSAGE:
      return i18n._({
        id: 'rule.address.long',
        message: 'Address must be at most {max} characters long',
        values: { max: count(ADDRESS_MAX) },
      });
    case DISTRICT_REQUIRED_MESSAGE:
      return i18n._({ id: 'rule.district', message: 'Please choose your district.' });
    case EMPTY_CART_MESSAGE:
      return i18n._({
        id: 'rule.cart.empty',
        message: 'Your cart is empty. Please add items before proceeding to checkout.',
      });
    case LOGIN_FIRST_MESSAGE:
      return i18n._({ id: 'rule.checkout.login', message: 'Login before Checking out' });
    case ORDER_FAILED_MESSAGE:
      return i18n._({ id: 'rule.order.failed', message: 'Failed to create order' });
    case ORDER_PLACED_MESSAGE:
      return i18n._({ id: 'rule.order.placed', message: 'Order placed successfully' });
    case PROFILE_FAILED_MESSAGE:
      return i18n._({ id: 'error.title', message: 'Something went wrong' });
    case LOGGED_OUT_MESSAGE:
      return i18n._({ id: 'rule.loggedOut', message: 'Logged out successfully' });
    case FEEDBACK_NAME_MESSAGE:
      return i18n._({ id: 'rule.feedback.name', message: 'Name is required' });
    case FEEDBACK_MESSAGE_MESSAGE:
      return i18n._({ id: 'rule.feedback.message', message: 'Message is required' });
    default:
      return message;
  }
}
