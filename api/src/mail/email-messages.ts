// What each e-mail is rendered from, kept in the outbox row's payload (JSON) until it is sent.
import type {
  EmailKind,
  Language,
  OrderDelivery,
  OrderDiscount,
  PaymentMethod,
  RefundMethod,
  ShopContact,
} from '../contracts';

/**
 * The language a customer's e-mail is written in: 'ne' for an account whose language is Nepali (set by the outbox
 * from the account when the e-mail is queued), absent for English, as every e-mail queued before it.
 */
export interface InLanguage {
  language?: Language;
}

/**
 * A customer's e-mail: in its language, and ending with the shop's contact lines as the owner's Settings held them
 * when it was queued (ShopSettingsService.contact). Absent in e-mails queued before it and in the shop's own: the
 * layout then shows SHOP_PHONE, SHOP_EMAIL, SHOP_ADDRESS.
 */
export interface ToCustomer extends InLanguage {
  contact?: ShopContact;
}

/** An order as its e-mails show it: amounts in rupees, as the shop shows them. */
export interface OrderEmailPayload extends ToCustomer {
  orderId: string;
  /** When the order was placed (ISO): its date in the Nepali e-mails (absent in e-mails queued before it). */
  placedAt?: string;
  orderNumber: number;
  customerName: string;
  /** The phone and e-mail typed at checkout, for the shop's alert (absent in e-mails queued before them). */
  customerPhone?: string;
  customerEmail?: string;
  /**
   * Each line named with its variant: `name` in English, `nameNe` in Nepali when the line kept a Nepali name or label
   * (absent otherwise, and in e-mails queued before it: the Nepali e-mail then shows `name`). The receipt's line totals
   * and subtotal follow from the unit prices and quantities (orderLineTotal, orderSubtotal).
   */
  lines: { name: string; nameNe?: string; quantity: number; unitPrice: number }[];
  total: number;
  /** The discount code and the rupees it took off (the total is after it); absent or null for none. */
  discount?: OrderDiscount | null;
  /** The district, its zone and the fee (the total includes it); absent or null for orders before delivery was charged. */
  delivery?: OrderDelivery | null;
  /** Rupees the shop gave so that cash is paid in whole rupees (the total is after it); absent or 0 for none. */
  cashRounding?: number;
  paymentMethod: PaymentMethod;
  address: string;
  /** Only for 'order-cancelled': a paid Khalti order, whose refund the shop will arrange. */
  refundDue?: boolean;
}

export interface PasswordResetPayload extends ToCustomer {
  name: string;
  /** The raw token of the link; erased from the row once the e-mail has been sent or has failed. */
  token: string | null;
  /** Minutes the link works for. */
  validMinutes: number;
}

export interface PasswordChangedPayload extends ToCustomer {
  name: string;
}

/** The order left with a courier: the courier, the number and the shop's tracking page, filled in. */
export interface ShippedEmailPayload extends OrderEmailPayload {
  shipment: { courier: string; trackingNumber: string; trackingUrl: string | null; trackPage: string };
}

/** A succeeded refund, told to the customer with the order it gave money back on. */
export interface RefundEmailPayload extends OrderEmailPayload {
  refund: { amount: number; method: RefundMethod; reason: string };
}

/** A return request: to the shop when asked, to the customer when approved or declined (with the admin's note). */
export interface ReturnEmailPayload extends ToCustomer {
  orderId: string;
  orderNumber: number;
  customerName: string;
  /** `nameNe`: the line's Nepali name (and label), when it kept one; the Nepali e-mail shows `name` otherwise. */
  lines: { name: string; nameNe?: string; quantity: number }[];
  reason: string;
  note: string | null;
}

/** To the shop: a product's or a variant's stock fell to its low-stock mark (docs/rules.md, Stock). */
export interface LowStockPayload extends InLanguage {
  productId: string;
  name: string;
  /** The variant's label; null for a plain product. */
  label: string | null;
  stock: number;
}

/** A new review, told to the shop (English, as the shop's own e-mails are). */
export interface NewReviewPayload extends InLanguage {
  reviewId: string;
  productId: string;
  productName: string;
  /** As the public will read it, '<first name> <initial>.'. */
  author: string;
  rating: number;
  title: string | null;
  text: string;
}

/** The review request, to the customer of a delivered order: one product of it (docs/rules.md, Reviews). */
export interface ReviewRequestPayload extends ToCustomer {
  orderId: string;
  customerName: string;
  productId: string;
  productName: string;
  /** Its Nepali name, said in a Nepali e-mail; null for none. */
  productNameNe: string | null;
}

/** One e-mail to queue: its kind, recipient and what it is rendered from; the subject follows from these. */
export type OutgoingEmail =
  | {
      kind: 'order-confirmed' | 'new-order' | 'order-delivered' | 'order-cancelled';
      to: string;
      payload: OrderEmailPayload;
    }
  | { kind: 'order-refunded'; to: string; payload: RefundEmailPayload }
  | { kind: 'order-shipped'; to: string; payload: ShippedEmailPayload }
  | {
      kind: 'return-requested' | 'return-approved' | 'return-declined';
      to: string;
      payload: ReturnEmailPayload;
    }
  | { kind: 'low-stock'; to: string; payload: LowStockPayload }
  | { kind: 'new-review'; to: string; payload: NewReviewPayload }
  | { kind: 'review-request'; to: string; userId: string; payload: ReviewRequestPayload }
  | { kind: 'password-reset'; to: string; userId: string; payload: PasswordResetPayload }
  | { kind: 'password-changed'; to: string; userId: string; payload: PasswordChangedPayload };

/** The payload type of one kind. */
export type PayloadOf<K extends EmailKind> = Extract<OutgoingEmail, { kind: K }>['payload'];
