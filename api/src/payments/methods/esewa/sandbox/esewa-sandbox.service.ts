import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import {
  APP_CONFIG,
  type AppConfig,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
} from '../../../../config';
import {
  DATABASE,
  type Database,
  type EsewaSandboxPaymentRow,
  esewaSandboxPayments,
} from '../../../../database';
import { esewaSignature, hasValidSignature, paisaOfEsewa } from '../esewa-signature';

/** What eSewa's success redirect signs, in its order. */
const RETURN_SIGNED_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
const UUID = /^[a-z\d-]{1,64}$/i;

export type EsewaSandboxAction = 'pay' | 'cancel';

/**
 * The built-in eSewa sandbox (ePay v2 as eSewa's test environment runs it): the form endpoint, its payment page and the
 * status API, with eSewa's test merchant (EPAYTEST and its published secret). Loaded only without ESEWA_SECRET_KEY,
 * which configuration refuses in production.
 */
@Injectable()
export class EsewaSandboxService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The form eSewa receives: refused (undefined with a reason) unless signed and summed right; else its payment. */
  async receiveForm(
    body: Record<string, unknown>,
  ): Promise<{ payment?: EsewaSandboxPaymentRow; refused?: string }> {
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    if (text('product_code') !== ESEWA_TEST_PRODUCT_CODE) return { refused: 'Invalid product code.' };
    if (
      text('signed_field_names') !== 'total_amount,transaction_uuid,product_code' ||
      !hasValidSignature(ESEWA_TEST_SECRET_KEY, body)
    )
      return { refused: 'Invalid payload signature.' };
    const parts = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'].map((n) =>
      paisaOfEsewa(text(n)),
    );
    const total = paisaOfEsewa(text('total_amount'));
    if (parts.some(Number.isNaN) || Number.isNaN(total) || parts.reduce((a, b) => a + b, 0) !== total)
      return { refused: 'Total amount does not match the sum of the amounts.' };
    if (!UUID.test(text('transaction_uuid'))) return { refused: 'Invalid transaction uuid.' };
    const shop = new URL(this.config.publicUrl).origin;
    for (const name of ['success_url', 'failure_url']) {
      // The page sends the shopper's browser there: only to the shop itself, never to someone else's site.
      let origin = '';
      try {
        origin = new URL(text(name)).origin;
      } catch {
        // not a URL
      }
      if (origin !== shop) return { refused: `Invalid ${name}.` };
    }
    await this.db
      .insert(esewaSandboxPayments)
      .values({
        transactionUuid: text('transaction_uuid'),
        productCode: text('product_code'),
        totalAmount: text('total_amount'),
        status: 'PENDING',
        successUrl: text('success_url'),
        failureUrl: text('failure_url'),
      })
      .onConflictDoNothing();
    return { payment: await this.find(text('transaction_uuid')) };
  }

  async find(uuid: string): Promise<EsewaSandboxPaymentRow | undefined> {
    if (!UUID.test(uuid)) return undefined;
    const [row] = await this.db
      .select()
      .from(esewaSandboxPayments)
      .where(eq(esewaSandboxPayments.transactionUuid, uuid));
    return row;
  }

  /** Pay or Cancel, once; then where eSewa sends the browser (success_url?data=… or failure_url). */
  async act(uuid: string, action: EsewaSandboxAction): Promise<string | undefined> {
    const found = await this.find(uuid);
    if (!found) return undefined;
    await this.db
      .update(esewaSandboxPayments)
      .set(
        action === 'pay'
          ? {
              status: 'COMPLETE',
              refId: `000${randomBytes(3).toString('hex').toUpperCase()}`,
              updatedAt: new Date(),
            }
          : { status: 'CANCELED', updatedAt: new Date() },
      )
      .where(
        sql`${esewaSandboxPayments.transactionUuid} = ${uuid} and ${esewaSandboxPayments.status} = 'PENDING'`,
      );
    const row = (await this.find(uuid)) as EsewaSandboxPaymentRow;
    if (row.status !== 'COMPLETE') return row.failureUrl;
    const fields: Record<string, unknown> = {
      transaction_code: row.refId,
      status: row.status,
      total_amount: row.totalAmount,
      transaction_uuid: row.transactionUuid,
      product_code: row.productCode,
      signed_field_names: RETURN_SIGNED_FIELDS,
    };
    fields.signature = esewaSignature(ESEWA_TEST_SECRET_KEY, fields, RETURN_SIGNED_FIELDS);
    const url = new URL(row.successUrl);
    url.searchParams.set('data', Buffer.from(JSON.stringify(fields)).toString('base64'));
    return url.toString();
  }

  /** eSewa's status API: the transaction with this code, uuid and total, or NOT_FOUND. */
  async status(query: Record<string, unknown>): Promise<Record<string, unknown>> {
    const uuid = typeof query.transaction_uuid === 'string' ? query.transaction_uuid : '';
    const row = await this.find(uuid);
    const matches =
      row &&
      row.productCode === query.product_code &&
      paisaOfEsewa(row.totalAmount) === paisaOfEsewa(query.total_amount);
    return {
      product_code: query.product_code ?? null,
      transaction_uuid: uuid,
      total_amount: matches ? Number(row.totalAmount) : (query.total_amount ?? null),
      status: matches ? row.status : 'NOT_FOUND',
      ref_id: matches ? row.refId : null,
    };
  }

  /** Tests and the owner's rehearsals: what eSewa's merchant portal would show after a refund made there. */
  async setStatus(uuid: string, status: 'FULL_REFUND' | 'PARTIAL_REFUND'): Promise<void> {
    await this.db
      .update(esewaSandboxPayments)
      .set({ status, updatedAt: new Date() })
      .where(eq(esewaSandboxPayments.transactionUuid, uuid));
  }
}
