import type { AddressInfo } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, type AppConfig, SANDBOX_KHALTI_KEY } from '../config';
import {
  type PaymentLink,
  type PaymentLookup,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRequest,
} from './payment-provider';

/** Path of the Khalti return handler under the shop's public address (the shell proxies /api to the API). */
export const KHALTI_RETURN_PATH = '/api/v1/payments/khalti/return';
/** Where the built-in sandbox is served by this API (outside the /api/v1 prefix). */
export const SANDBOX_PATH = 'sandbox/khalti';
/** Lookup returns these with HTTP 400 and a body: a status, not a failure. */
const FINAL_FAILURE_STATUSES = ['Expired', 'User canceled'];
const TIMEOUT_MS = 15_000;

/**
 * Khalti ePayment (KPG-2) over HTTP with Node's fetch. The same client talks to Khalti (sandbox or production)
 * and to the API's own built-in sandbox: switching is configuration only (KHALTI_SECRET_KEY, KHALTI_BASE_URL).
 */
@Injectable()
export class KhaltiClient implements PaymentProvider {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  async initiate(request: PaymentRequest): Promise<PaymentLink> {
    const body = {
      return_url: `${this.config.publicUrl}${KHALTI_RETURN_PATH}`,
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
      ...(expiresAt && !Number.isNaN(expiresAt.getTime()) ? { expiresAt } : {}),
    };
  }

  async lookup(pidx: string): Promise<PaymentLookup> {
    const { status, json } = await this.post('/epayment/lookup/', { pidx });
    const data = (json ?? {}) as { status?: unknown; transaction_id?: unknown; total_amount?: unknown };
    const known =
      status === 200 ||
      (status === 400 && typeof data.status === 'string' && FINAL_FAILURE_STATUSES.includes(data.status));
    if (!known || typeof data.status !== 'string') {
      throw new PaymentProviderError(`Khalti lookup answered ${status}`, status, json);
    }
    return {
      status: data.status,
      transactionId:
        typeof data.transaction_id === 'string' && data.transaction_id ? data.transaction_id : null,
      totalAmount:
        typeof data.total_amount === 'number' ? data.total_amount : Number(data.total_amount ?? NaN),
      raw: json,
    };
  }

  private async post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl()}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Key ${this.config.khaltiSecretKey ?? SANDBOX_KHALTI_KEY}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Khalti could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, json };
  }

  /** KHALTI_BASE_URL, or this very API's sandbox at the address it listens on. */
  private baseUrl(): string {
    if (this.config.khaltiBaseUrl) return this.config.khaltiBaseUrl;
    const address = this.adapterHost.httpAdapter?.getHttpServer()?.address() as
      AddressInfo | string | null | undefined;
    if (!address || typeof address === 'string')
      throw new PaymentProviderError('The API is not listening: its Khalti sandbox is unreachable');
    const host = ['::', '0.0.0.0'].includes(address.address) ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/${SANDBOX_PATH}`;
  }
}
