import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { MAX_ORDER_AMOUNT, rupeesToPaisa } from '../../contracts';
import type { KhaltiSandboxPaymentRow } from '../../database';
import { SANDBOX_PATH } from '../khalti.client';
import { KhaltiSandboxRepository } from './khalti-sandbox.repository';

/** An HTTP response in Khalti's own shapes (not the shop's `{ success, message }`). */
export interface SandboxResponse {
  status: number;
  body: unknown;
}

export type SandboxAction = 'pay' | 'cancel' | 'return';

/** Khalti payment links live 60 minutes. */
const LIFETIME_SECONDS = 60 * 60;
const MIN_AMOUNT_PAISA = 1000;
/** Lookup returns these with HTTP 400 (as Khalti does). */
const HTTP_400_STATUSES = ['Expired', 'User canceled'];
/** The wallet the sandbox pretends paid. */
const SANDBOX_MOBILE = '98XXXXX001';

const khaltiId = () => randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, 22);
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/**
 * The built-in Khalti sandbox: initiate, lookup and a payment page, behaving like Khalti's KPG-2.
 * Loaded only when no KHALTI_SECRET_KEY is set, and configuration refuses that in production.
 */
@Injectable()
export class KhaltiSandboxService {
  constructor(
    private readonly repository: KhaltiSandboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async initiate(authorization: string | undefined, body: unknown): Promise<SandboxResponse> {
    if (!isKeyAuthorization(authorization)) return unauthorized();
    const request = (body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (!isHttpUrl(request.return_url)) errors.return_url = ['Enter a valid URL.'];
    // The page sends the shopper's browser to return_url: only to the shop itself, never to someone else's site.
    else if (new URL(request.return_url).origin !== new URL(this.config.publicUrl).origin)
      errors.return_url = ["return_url must be on the shop's own address (PUBLIC_URL)."];
    if (!isHttpUrl(request.website_url)) errors.website_url = ['Enter a valid URL.'];
    if (!Number.isInteger(request.amount) || (request.amount as number) < MIN_AMOUNT_PAISA) {
      errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
    } else if ((request.amount as number) > rupeesToPaisa(MAX_ORDER_AMOUNT)) {
      // No order of the shop can be larger, and the sandbox's own column would overflow.
      errors.amount = [`Amount must be at most Rs. ${MAX_ORDER_AMOUNT.toLocaleString('en-US')}.`];
    }
    if (!isText(request.purchase_order_id, 200)) errors.purchase_order_id = ['This field is required.'];
    if (!isText(request.purchase_order_name, 200)) errors.purchase_order_name = ['This field is required.'];
    if (Object.keys(errors).length)
      return { status: 400, body: { ...errors, error_key: 'validation_error' } };

    const expiresAt = new Date(Date.now() + LIFETIME_SECONDS * 1000);
    const amount = request.amount as number;
    const row = await this.repository.insert({
      pidx: khaltiId(),
      status: 'Initiated',
      amountPaisa: amount,
      totalAmountPaisa: amount,
      returnUrl: request.return_url as string,
      websiteUrl: request.website_url as string,
      purchaseOrderId: request.purchase_order_id as string,
      purchaseOrderName: request.purchase_order_name as string,
      request,
      expiresAt,
    });
    return {
      status: 200,
      body: {
        pidx: row.pidx,
        // The browser reaches the page through the shop's address (the shell proxies /sandbox to the API).
        payment_url: `${this.config.publicUrl}/${SANDBOX_PATH}/pay/${row.pidx}`,
        expires_at: expiresAt.toISOString(),
        expires_in: LIFETIME_SECONDS,
      },
    };
  }

  async lookup(authorization: string | undefined, body: unknown): Promise<SandboxResponse> {
    if (!isKeyAuthorization(authorization)) return unauthorized();
    const pidx = (body as { pidx?: unknown } | undefined)?.pidx;
    const row = typeof pidx === 'string' && pidx.length <= 64 ? await this.current(pidx) : undefined;
    if (!row) return { status: 404, body: { detail: 'Not found.', error_key: 'validation_error' } };
    return {
      status: HTTP_400_STATUSES.includes(row.status) ? 400 : 200,
      body: {
        pidx: row.pidx,
        total_amount: row.totalAmountPaisa,
        status: row.status,
        transaction_id: row.transactionId,
        fee: 0,
        refunded: row.refundedPaisa > 0,
        // Not in Khalti's documented lookup: the sandbox tells how much, so the shop's tests can see parts add up.
        refunded_amount: row.refundedPaisa,
      },
    };
  }

  /**
   * Khalti's merchant refund call (…/api/merchant-transaction/{transaction_id}/refund/), also what the merchant
   * dashboard's refund does: an empty body refunds the rest of the payment, `{ amount }` (paisa) a part. Its statuses
   * become Partially Refunded, then Refunded.
   */
  async refund(
    authorization: string | undefined,
    transactionId: string,
    body: unknown,
  ): Promise<SandboxResponse> {
    if (!isKeyAuthorization(authorization)) return unauthorized();
    const amount = (body as { amount?: unknown } | undefined)?.amount;
    if (amount !== undefined && (!Number.isInteger(amount) || (amount as number) <= 0))
      return {
        status: 400,
        body: { amount: ['Enter a valid amount in paisa.'], error_key: 'validation_error' },
      };
    const payment =
      transactionId.length <= 64 ? await this.repository.findByTransaction(transactionId) : undefined;
    if (!payment) return { status: 404, body: { detail: 'Transaction not found.' } };
    const refunded = await this.repository.refund(transactionId, amount as number | undefined);
    if (!refunded)
      return { status: 400, body: { detail: 'The refund amount exceeds what is left to refund.' } };
    return { status: 200, body: { detail: 'Transaction refund successful.' } };
  }

  /** The payment, or undefined when unknown. */
  async payment(pidx: string): Promise<KhaltiSandboxPaymentRow | undefined> {
    return pidx.length <= 64 ? this.current(pidx) : undefined;
  }

  /** Pay or Cancel (once), then the URL Khalti would send the browser to; undefined for an unknown payment. */
  async act(pidx: string, action: SandboxAction): Promise<string | undefined> {
    let row = await this.payment(pidx);
    if (!row) return undefined;
    if (row.status === 'Initiated' && action !== 'return') {
      const settled =
        action === 'pay'
          ? await this.repository.settle(pidx, {
              status: 'Completed',
              transactionId: khaltiId(),
              mobile: SANDBOX_MOBILE,
            })
          : await this.repository.settle(pidx, { status: 'User canceled' });
      row = settled ?? (await this.current(pidx)) ?? row;
    }
    return returnUrlOf(row);
  }

  private async current(pidx: string): Promise<KhaltiSandboxPaymentRow | undefined> {
    await this.repository.expire(pidx);
    return this.repository.find(pidx);
  }
}

/** Khalti's redirect: the return_url with pidx, status, transaction_id, tidx, amount, total_amount, mobile, purchase_order_id/name. */
function returnUrlOf(row: KhaltiSandboxPaymentRow): string {
  const url = new URL(row.returnUrl);
  const completed = row.status === 'Completed';
  const params: Record<string, string> = {
    pidx: row.pidx,
    transaction_id: row.transactionId ?? '',
    tidx: row.transactionId ?? '',
    amount: String(row.amountPaisa),
    total_amount: String(row.totalAmountPaisa),
    mobile: completed ? (row.mobile ?? '') : '',
    status: row.status,
    purchase_order_id: row.purchaseOrderId,
    purchase_order_name: row.purchaseOrderName,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function isKeyAuthorization(header: string | undefined): boolean {
  return typeof header === 'string' && /^Key\s+\S+$/.test(header.trim());
}

function unauthorized(): SandboxResponse {
  return { status: 401, body: { detail: 'Invalid token.', status_code: 401 } };
}
