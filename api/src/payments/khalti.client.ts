import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, type AppConfig, SANDBOX_KHALTI_KEY } from '../config';
import { PAYMENT_METHOD_TRAITS } from '../contracts';
import {
  type PaymentAttempt,
  type PaymentLink,
  type PaymentLookup,
  type PaymentMethodProvider,
  PaymentProviderError,
  type PaymentRequest,
  type PaymentState,
  type RefundAnswer,
} from './payment-provider';
import { ownUrl, returnPathIn } from './own-address';

/** Path of the Khalti return handler under the shop's public address (the shell proxies /api to the API). */
export const KHALTI_RETURN_PATH = '/api/v1/payments/khalti/return';
/** Where the built-in sandbox is served by this API (outside the /api/v1 prefix). */
export const SANDBOX_PATH = 'sandbox/khalti';
/** Lookup returns these with HTTP 400 and a body: a status, not a failure. */
const FINAL_FAILURE_STATUSES = ['Expired', 'User canceled'];
/** Khalti's lookup statuses (KPG-2) as the shop's payment states. */
const STATES: Record<string, PaymentState> = {
  Completed: 'paid',
  Pending: 'pending',
  Initiated: 'started',
  Refunded: 'refunded',
  'Partially Refunded': 'partly refunded',
  Expired: 'expired',
  'User canceled': 'cancelled',
};
/** Khalti's answer to a refund it made. */
const REFUND_DONE = 'Transaction refund successful.';

/**
 * Khalti ePayment (KPG-2) over HTTP with Node's fetch. The same client talks to Khalti (sandbox or production)
 * and to the API's own built-in sandbox: switching is configuration only (KHALTI_SECRET_KEY, KHALTI_BASE_URL).
 */
@Injectable()
export class KhaltiClient implements PaymentMethodProvider {
  readonly id = 'khalti';
  readonly kind = PAYMENT_METHOD_TRAITS.khalti.kind;
  readonly refunds = 'api';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Khalti sends the browser to its payment_url: no form is posted. */
  formActions(): string[] {
    return [];
  }

  async start(request: PaymentRequest): Promise<PaymentLink> {
    const body = {
      return_url: `${this.config.publicUrl}${returnPathIn(request.language, KHALTI_RETURN_PATH)}`,
      website_url: this.config.publicUrl,
      amount: request.amountPaisa,
      purchase_order_id: request.orderId,
      purchase_order_name: request.name,
      customer_info: request.customer,
      product_details: request.lines.map((line) => ({
        identity: line.productId ?? line.name,
        name: line.name,
        total_price: line.unitPricePaisa * line.quantity,
        quantity: line.quantity,
        unit_price: line.unitPricePaisa,
      })),
    };
    const { status, json } = await this.post('/epayment/initiate/', body);
    const data = json as { pidx?: unknown; payment_url?: unknown; expires_at?: unknown };
    if (status !== 200 || typeof data?.pidx !== 'string' || typeof data.payment_url !== 'string') {
      throw new PaymentProviderError(`Khalti initiate answered ${status}`, status, json);
    }
    const expiresAt = typeof data.expires_at === 'string' ? new Date(data.expires_at) : undefined;
    return {
      pidx: data.pidx,
      paymentUrl: data.payment_url,
      providerStatus: 'Initiated',
      ...(expiresAt && !Number.isNaN(expiresAt.getTime()) ? { expiresAt } : {}),
    };
  }

  async lookup({ pidx }: PaymentAttempt): Promise<PaymentLookup> {
    const { status, json } = await this.post('/epayment/lookup/', { pidx });
    const data = (json ?? {}) as {
      status?: unknown;
      transaction_id?: unknown;
      total_amount?: unknown;
      refunded?: unknown;
      refunded_amount?: unknown;
    };
    const known =
      status === 200 ||
      (status === 400 && typeof data.status === 'string' && FINAL_FAILURE_STATUSES.includes(data.status));
    if (!known || typeof data.status !== 'string') {
      throw new PaymentProviderError(`Khalti lookup answered ${status}`, status, json);
    }
    return {
      state: STATES[data.status] ?? 'other',
      providerStatus: data.status,
      transactionId:
        typeof data.transaction_id === 'string' && data.transaction_id ? data.transaction_id : null,
      totalAmount:
        typeof data.total_amount === 'number' ? data.total_amount : Number(data.total_amount ?? NaN),
      raw: json,
      refundedPaisa: refundedOf(data),
    };
  }

  /**
   * Khalti's merchant refund call (POST {origin}/api/merchant-transaction/{transaction_id}/refund/): an empty body
   * refunds the whole payment, `{ amount }` a part. It gives back no refund id and takes no idempotency key, so the
   * caller must make sure it is called once (see RefundsService).
   */
  async refund(transactionId: string, amountPaisa: number | undefined): Promise<RefundAnswer> {
    const url = `${this.refundOrigin()}/api/merchant-transaction/${encodeURIComponent(transactionId)}/refund/`;
    const { status, json } = await this.send(url, amountPaisa === undefined ? {} : { amount: amountPaisa });
    const detail = (json as { detail?: unknown } | undefined)?.detail;
    if (status >= 200 && status < 300) {
      if (typeof detail === 'string' && detail !== REFUND_DONE)
        throw new PaymentProviderError(`Khalti refund answered ${status}: ${detail}`, status, json);
      return { kind: 'succeeded' };
    }
    if (status >= 400 && status < 500) return { kind: 'refused', message: messageOf(json, status) };
    throw new PaymentProviderError(`Khalti refund answered ${status}`, status, json);
  }

  private post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    return this.send(`${this.baseUrl()}${path}`, body);
  }

  private async send(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Key ${this.config.khaltiSecretKey ?? SANDBOX_KHALTI_KEY}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.khaltiTimeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Khalti could not be reached: ${(error as Error).message}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError(`Khalti's answer was cut short: ${(error as Error).message}`);
    }
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, json };
  }

  /**
   * Where the merchant API lives: the origin of KHALTI_BASE_URL (https://khalti.com for …/api/v2), or the built-in
   * sandbox, which serves it under its own path.
   */
  private refundOrigin(): string {
    return this.config.khaltiBaseUrl ? new URL(this.config.khaltiBaseUrl).origin : this.baseUrl();
  }

  /** KHALTI_BASE_URL, or this very API's sandbox at the address it listens on. */
  private baseUrl(): string {
    return this.config.khaltiBaseUrl ?? ownUrl(this.adapterHost, SANDBOX_PATH);
  }
}

/** What lookup tells of the refunds: an amount when it gives one, all of it for Refunded, none while `refunded` is false. */
function refundedOf(data: {
  status?: unknown;
  total_amount?: unknown;
  refunded?: unknown;
  refunded_amount?: unknown;
}): number | undefined {
  if (typeof data.refunded_amount === 'number' && Number.isInteger(data.refunded_amount))
    return data.refunded_amount;
  if (data.status === 'Refunded' && typeof data.total_amount === 'number') return data.total_amount;
  if (data.status === 'Partially Refunded') return undefined;
  return data.refunded === true ? undefined : 0;
}

/** Khalti's reason for refusing: its `detail`, or the first message of a field, or the status. */
function messageOf(json: unknown, status: number): string {
  if (typeof json === 'string' && json.trim()) return json.trim().slice(0, 300);
  const body = (json ?? {}) as Record<string, unknown>;
  if (typeof body.detail === 'string') return body.detail.slice(0, 300);
  for (const value of Object.values(body)) {
    if (typeof value === 'string') return value.slice(0, 300);
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0].slice(0, 300);
  }
  return `Khalti refused the refund (${status})`;
}
