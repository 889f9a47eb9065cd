/** What a payment provider needs to know about an order. Money in paisa. */
export interface PaymentRequest {
  orderId: string;
  amountPaisa: number;
  /** A short human name of the purchase (Khalti's purchase_order_name). */
  name: string;
  customer: { name: string; email: string; phone: string };
  lines: { productId: string | null; name: string; quantity: number; unitPricePaisa: number }[];
}

export interface PaymentLink {
  /** The provider's id of this payment attempt. */
  pidx: string;
  /** Where the shopper's browser goes to pay. */
  paymentUrl: string;
  /** When the provider stops taking this payment (Khalti's expires_at); undefined when it did not say. */
  expiresAt?: Date;
}

/** Khalti's lookup statuses (KPG-2). */
export type PaymentStatus =
  | 'Completed'
  | 'Pending'
  | 'Initiated'
  | 'Refunded'
  | 'Partially Refunded'
  | 'Expired'
  | 'User canceled'
  | string;

export interface PaymentLookup {
  status: PaymentStatus;
  transactionId: string | null;
  /** Paisa. */
  totalAmount: number;
  /** The provider's whole response, kept for audits. */
  raw: unknown;
  /**
   * Paisa the provider has refunded of this payment, as far as its lookup tells: the amount when it reports one, the
   * whole amount for `Refunded`, 0 when `refunded` is false; undefined for `Partially Refunded` without an amount.
   */
  refundedPaisa?: number;
}

/** What the provider said to a refund call: done, or refused with its message (4xx). */
export type RefundAnswer = { kind: 'succeeded' } | { kind: 'refused'; message: string };

/** The one seam between the shop and a payment provider (Khalti or its built-in sandbox). */
export interface PaymentProvider {
  initiate(request: PaymentRequest): Promise<PaymentLink>;
  /** Unknown pidx: a PaymentProviderError with status 404. */
  lookup(pidx: string): Promise<PaymentLookup>;
  /**
   * Refunds the payment of `transactionId`: the whole of it when `amountPaisa` is undefined, else that part. A timeout,
   * a refused connection or a 5xx throws PaymentProviderError: the refund may or may not have happened.
   */
  refund(transactionId: string, amountPaisa: number | undefined): Promise<RefundAnswer>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

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
