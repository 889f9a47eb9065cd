import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../../../config';
import { PAYMENT_METHOD_TRAITS } from '../../../contracts';
import {
  type PaymentAttempt,
  type PaymentLink,
  type PaymentLookup,
  type PaymentMethodProvider,
  PaymentProviderError,
  type PaymentRequest,
  type PaymentState,
} from '../../payment-provider';
import { ownUrl, returnPathIn } from '../../own-address';
import { esewaAmount, esewaSignature, FORM_SIGNED_FIELDS, paisaOfEsewa } from './esewa-signature';

/** Under the shop's public address (the shell proxies /api to the API). */
export const ESEWA_START_PATH = '/api/v1/payments/esewa/start';
export const ESEWA_RETURN_PATH = '/api/v1/payments/esewa/return';
export const ESEWA_FAILURE_PATH = '/api/v1/payments/esewa/failure';
/** Where the built-in sandbox is served by this API (outside the /api/v1 prefix), as eSewa's hosts serve theirs. */
export const ESEWA_SANDBOX_PATH = 'sandbox/esewa';
export const SANDBOX_FORM_PATH = 'api/epay/main/v2/form';
export const SANDBOX_STATUS_PATH = 'api/epay/transaction/status';
/** An eSewa attempt is given an hour, as a Khalti link lives: then the status job may cancel it. */
const ATTEMPT_LIFETIME_MS = 60 * 60 * 1000;

/** The form the start page posts to eSewa, field by field (eSewa ePay v2). */
export type EsewaForm = Record<
  | 'amount'
  | 'tax_amount'
  | 'product_service_charge'
  | 'product_delivery_charge'
  | 'total_amount'
  | 'transaction_uuid'
  | 'product_code'
  | 'success_url'
  | 'failure_url'
  | 'signed_field_names'
  | 'signature',
  string
>;

/**
 * eSewa ePay v2. Starting a payment signs its form, which the shop's start page posts from the shopper's browser;
 * a payment is looked up with eSewa's status API. eSewa gives merchants no refund API: its orders are refunded by
 * hand, in eSewa's merchant portal. The same client talks to eSewa and to the built-in sandbox (no ESEWA_SECRET_KEY).
 */
@Injectable()
export class EsewaProvider implements PaymentMethodProvider {
  readonly id = 'esewa';
  readonly kind = PAYMENT_METHOD_TRAITS.esewa.kind;
  readonly refunds = 'by hand';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Where the browser posts the form: eSewa's host, or the sandbox through the shop's address. */
  formUrl(): string {
    return this.config.esewa.formUrl ?? `${this.config.publicUrl}/${ESEWA_SANDBOX_PATH}/${SANDBOX_FORM_PATH}`;
  }

  formActions(): string[] {
    return [new URL(this.formUrl()).origin];
  }

  async start(request: PaymentRequest): Promise<PaymentLink> {
    // New for each attempt: letters, digits and hyphens, as eSewa asks.
    const transactionUuid = `${Date.now().toString(36)}-${randomBytes(9).toString('hex')}`;
    const fields = {
      amount: esewaAmount(request.amountPaisa - request.deliveryPaisa),
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: esewaAmount(request.deliveryPaisa),
      total_amount: esewaAmount(request.amountPaisa),
      transaction_uuid: transactionUuid,
      product_code: this.config.esewa.productCode,
      success_url: `${this.config.publicUrl}${returnPathIn(request.language, ESEWA_RETURN_PATH)}`,
      failure_url: `${this.config.publicUrl}${returnPathIn(request.language, ESEWA_FAILURE_PATH)}?transaction_uuid=${transactionUuid}`,
      signed_field_names: FORM_SIGNED_FIELDS,
    };
    const form: EsewaForm = {
      ...fields,
      signature: esewaSignature(this.config.esewa.secretKey, fields, FORM_SIGNED_FIELDS),
    };
    return {
      pidx: transactionUuid,
      paymentUrl: `${this.config.publicUrl}${ESEWA_START_PATH}/${transactionUuid}`,
      // eSewa has not seen it yet: its status API would answer NOT_FOUND until the form is posted.
      providerStatus: 'NOT_FOUND',
      expiresAt: new Date(Date.now() + ATTEMPT_LIFETIME_MS),
      payload: { form },
    };
  }

  /**
   * eSewa's status API. COMPLETE is paid; PENDING and AMBIGUOUS wait; NOT_FOUND and CANCELED wait too until the
   * attempt's hour is up (the shopper may still pay, or try again), then it has expired or was cancelled.
   */
  async lookup({ pidx, amountPaisa, expiresAt }: PaymentAttempt): Promise<PaymentLookup> {
    const url = new URL(this.statusUrl());
    url.searchParams.set('product_code', this.config.esewa.productCode);
    url.searchParams.set('total_amount', esewaAmount(amountPaisa));
    url.searchParams.set('transaction_uuid', pidx);
    let response: Response;
    let json: unknown;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.config.khaltiTimeoutMs) });
      json = await response.json();
    } catch (error) {
      throw new PaymentProviderError(`eSewa could not be asked: ${(error as Error).message}`);
    }
    const data = (json ?? {}) as { status?: unknown; ref_id?: unknown; total_amount?: unknown };
    if (!response.ok || typeof data.status !== 'string')
      throw new PaymentProviderError(`eSewa's status API answered ${response.status}`, response.status, json);
    const timeUp = expiresAt !== null && Date.now() > expiresAt.getTime();
    const states: Record<string, PaymentState> = {
      COMPLETE: 'paid',
      PENDING: 'pending',
      AMBIGUOUS: 'pending',
      NOT_FOUND: timeUp ? 'expired' : 'pending',
      CANCELED: timeUp ? 'cancelled' : 'pending',
      FULL_REFUND: 'refunded',
      PARTIAL_REFUND: 'partly refunded',
    };
    const totalAmount = paisaOfEsewa(data.total_amount);
    return {
      state: states[data.status] ?? 'other',
      providerStatus: data.status,
      transactionId: typeof data.ref_id === 'string' && data.ref_id ? data.ref_id : null,
      totalAmount,
      raw: json,
      // eSewa's status API tells a refund happened, never how much: all of it for FULL_REFUND.
      refundedPaisa: data.status === 'FULL_REFUND' ? totalAmount : undefined,
    };
  }

  /** ESEWA_STATUS_URL, or this very API's sandbox at the address it listens on. */
  private statusUrl(): string {
    return (
      this.config.esewa.statusUrl ?? ownUrl(this.adapterHost, `${ESEWA_SANDBOX_PATH}/${SANDBOX_STATUS_PATH}/`)
    );
  }
}
