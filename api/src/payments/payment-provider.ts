import type { CheckoutPaymentMethod, Language, PaymentMethodKind } from '../contracts';

/** What a payment provider needs to know about an order. Money in paisa. */
export interface PaymentRequest {
  orderId: string;
  amountPaisa: number;
  /** The delivery fee inside amountPaisa (eSewa's form names it apart from the goods). */
  deliveryPaisa: number;
  /** A short human name of the purchase (Khalti's purchase_order_name). */
  name: string;
  customer: { name: string; email: string; phone: string };
  lines: { productId: string | null; name: string; quantity: number; unitPricePaisa: number }[];
  /** The language of the page the checkout was made on: the wallet returns the shopper to the shop's pages in it. */
  language: Language;
}

export interface PaymentLink {
  /** The provider's id of this payment attempt (Khalti's pidx, eSewa's transaction_uuid). */
  pidx: string;
  /** Where the shopper's browser goes to pay. */
  paymentUrl: string;
  /** When the provider stops taking this payment; undefined when it did not say. */
  expiresAt?: Date;
  /** The provider's word for a new attempt, kept in the payment's row for audits only (Khalti's `Initiated`). */
  providerStatus: string;
  /** What the provider's folder keeps with the attempt (eSewa: the signed form), stored in payments.payload. */
  payload?: unknown;
}

/**
 * The shop's own payment states. Each provider maps its answers to these inside its folder, so no provider's status
 * strings reach the rest of the shop.
 */
export type PaymentState =
  /** Created, the shopper has not paid yet. */
  | 'started'
  /** The provider has not decided yet (or said so for now): ask again later. */
  | 'pending'
  | 'paid'
  /** The shopper cancelled at the provider. */
  | 'cancelled'
  /** The attempt's time ran out unpaid (or the provider never saw it, once its time is up). */
  | 'expired'
  | 'refunded'
  | 'partly refunded'
  /** Anything else: nothing the shop can act on by itself. */
  | 'other';

/** One payment attempt, as the provider is asked about it. */
export interface PaymentAttempt {
  pidx: string;
  amountPaisa: number;
  expiresAt: Date | null;
}

export interface PaymentLookup {
  state: PaymentState;
  /** The provider's own word, kept in the payment's row for audits only. */
  providerStatus: string;
  transactionId: string | null;
  /** Paisa. */
  totalAmount: number;
  /** The provider's whole response, kept for audits. */
  raw: unknown;
  /**
   * Paisa the provider has refunded of this payment, as far as its lookup tells: the amount when it reports one, the
   * whole amount for `refunded`, 0 when none; undefined when it cannot tell how much.
   */
  refundedPaisa?: number;
}

/** What the provider said to a refund call: done, or refused with its message (4xx). */
export type RefundAnswer = { kind: 'succeeded' } | { kind: 'refused'; message: string };

/**
 * The one seam between the shop and a way to pay (docs/decisions/0067-payment-methods-behind-one-seam.md). A method is
 * a provider registered by its id in payment-methods.ts. A wallet starts a payment and looks it up; one that
 * `refunds: 'api'` also refunds through its API, any other is refunded by hand (cash, eSewa).
 */
export interface PaymentMethodProvider {
  readonly id: CheckoutPaymentMethod;
  /** From the contracts' PAYMENT_METHOD_TRAITS, which the pages read too. */
  readonly kind: PaymentMethodKind;
  readonly refunds: 'api' | 'by hand';
  /** Origins the shopper's browser posts a form to (the Content-Security-Policy's form-action); none for a redirect. */
  formActions(): string[];
  /** A wallet's new payment attempt. Throws PaymentProviderError when the provider cannot be reached or refuses. */
  start?(request: PaymentRequest): Promise<PaymentLink>;
  /** What became of an attempt. An unknown one: a PaymentProviderError with status 404. */
  lookup?(attempt: PaymentAttempt): Promise<PaymentLookup>;
  /**
   * Refunds the payment of `transactionId`: the whole of it when `amountPaisa` is undefined, else that part. A timeout,
   * a refused connection or a 5xx throws PaymentProviderError: the refund may or may not have happened.
   */
  refund?(transactionId: string, amountPaisa: number | undefined): Promise<RefundAnswer>;
}

/** The registered providers (payment-methods.ts), as Nest injects them. */
export const PAYMENT_METHOD_PROVIDERS = Symbol('PAYMENT_METHOD_PROVIDERS');

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
