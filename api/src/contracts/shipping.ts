// Shipping, text messages, the public tracking page, the shop's settings and the phone check before cash on delivery
// (docs/rules.md, Shipping and Text messages): shapes and messages.
import type { PageQuery } from './common';
import type { ShopContact } from './rules/shop';
import type { OrderStatus } from './rules/order';

/** A courier the owner ships with: `trackingUrl` a template with {tracking}, '' for no link. */
export interface Courier {
  _id: string;
  name: string;
  trackingUrl: string;
}

/** POST and PUT /api/v1/couriers (admins). */
export interface CourierRequest {
  name: string;
  trackingUrl?: string;
}

export const COURIER_NAME_MAX = 60;
export const COURIER_URL_MAX = 300;
/** The couriers a new shop lists, with empty templates (no link until the owner sets one). */
export const DEFAULT_COURIERS = ['Nepal Can Move', 'Pathao Parcel'] as const;

export const COURIER_NAME_MESSAGE = `Name must be 1 to ${COURIER_NAME_MAX} characters long`;
export const COURIER_URL_MESSAGE =
  'Tracking link must be an http(s) address with {tracking} where the number goes, or empty';
export const COURIER_NAME_TAKEN_MESSAGE = 'A courier with this name already exists.';
export const COURIER_NOT_FOUND_MESSAGE = 'Courier not found';
/** 409 of DELETE /api/v1/couriers/{id}: its orders keep its name, and the owner renames it. */
export const COURIER_HAS_ORDERS_MESSAGE = 'This courier has shipped orders. Rename it instead.';
export const COURIER_SAVED_MESSAGE = 'Courier saved';
export const COURIER_DELETED_MESSAGE = 'Courier deleted';

/** An order's shipment: null until it is shipped, and on every order placed before shipping was recorded. */
export interface OrderShipment {
  courier: string;
  trackingNumber: string;
  /** The courier's link for this number; null when the courier has no template. */
  trackingUrl: string | null;
  /** ISO time it was marked shipped. */
  shippedAt: string;
}

/** GET /api/v1/orders/track?number=&phone= : what anyone with the number and the phone may read, nothing else. */
export interface TrackedOrder {
  number: number;
  status: OrderStatus;
  placedAt: string;
  history: { status: OrderStatus; at: string }[];
  shipment: OrderShipment | null;
  delivery: { district: string | null };
}

/** The same 404 for a wrong number and a wrong phone: the page tells nobody which orders exist. */
export const TRACK_NOT_FOUND_MESSAGE = 'We could not find an order with that number and phone.';
export const TRACK_TOO_MANY_MESSAGE = 'Too many tries. Please try again later.';
/** The public tracking page's path (and /ne/track), filled in by the shipped e-mail's and text's links. */
export const TRACK_PATH = '/track';
export const trackingPageUrl = (publicUrl: string, orderNumber: number, phone: string, nepali = false) =>
  `${publicUrl}${nepali ? '/ne' : ''}${TRACK_PATH}?number=${orderNumber}&phone=${encodeURIComponent(phone)}`;

/** What a text message is about. */
export const TEXT_MESSAGE_KINDS = [
  'order-placed',
  'order-shipped',
  'order-delivered',
  'order-refunded',
  'phone-code',
] as const;
export type TextMessageKind = (typeof TEXT_MESSAGE_KINDS)[number];
/** A text is at most this long (one SMS of the GSM alphabet). */
export const TEXT_MESSAGE_MAX = 160;

/** One row of the admin's Messages, text side: GET /api/v1/text-messages. A code's text is never shown. */
export interface TextMessageLogEntry {
  _id: string;
  to: string;
  text: string;
  kind: TextMessageKind;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  orderId: string | null;
}

export interface TextMessageListQuery extends PageQuery {
  status?: 'queued' | 'sent' | 'failed';
  q?: string;
}

export const TEXT_MESSAGE_RESENT_MESSAGE = 'The text message has been queued again';
export const TEXT_MESSAGE_NOT_FOUND_MESSAGE = 'Text message not found';
export const PHONE_CODE_NOT_RESENT_MESSAGE =
  'A phone code cannot be sent again: the customer can ask for a new one.';

/** Sparrow's answer that the admin's dashboard shows: a bad token (1002) or no credit left (1013). */
export interface SmsAlert {
  code: number;
  message: string;
  at: string;
}

/** GET /api/v1/settings (admins): the shop's own settings, kept in the database. */
export interface ShopSettings {
  /** Cash on delivery needs the account's phone verified (off on a new shop). */
  verifyPhoneForCashOnDelivery: boolean;
  /** The contact lines every customer e-mail ends with. */
  contact: ShopContact;
}
export type ShopSettingsRequest = Partial<Omit<ShopSettings, 'contact'>> & { contact?: Partial<ShopContact> };
export const SETTINGS_SAVED_MESSAGE = 'Settings saved';
export const CONTACT_LINE_MAX = 200;
export const CONTACT_LINE_MESSAGE = `Each contact line must be 1 to ${CONTACT_LINE_MAX} characters on one line`;

/** POST /api/v1/auth/phone/code and /verify. */
export interface PhoneCodeRequest {
  phone: string;
}
export interface PhoneVerifyRequest {
  phone: string;
  code: string;
}
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODES_PER_PHONE_HOUR = 3;
export const PHONE_CODES_PER_ACCOUNT_DAY = 10;
/** The fifth wrong try ends the code. */
export const PHONE_CODE_MAX_TRIES = 5;
export const PHONE_CODE_SENT_MESSAGE = 'We have sent a code to your phone.';
export const PHONE_VERIFIED_MESSAGE = 'Your phone number is verified.';
export const PHONE_CODE_TOO_MANY_MESSAGE = 'Too many codes. Please try again later.';
export const PHONE_CODE_WRONG_MESSAGE = 'That code is not right.';
/** 409 PHONE_NOT_VERIFIED of a cash-on-delivery checkout when the shop asks for a verified phone. */
export const PHONE_NOT_VERIFIED_MESSAGE = 'Please verify your phone number first.';
