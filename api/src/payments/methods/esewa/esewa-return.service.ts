import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config';
import type { Language } from '../../../contracts';
import { SECURITY_EVENTS, securityEvent } from '../../../common/security-events';
import { PaymentReturnService, type ReturnOutcomes } from '../../payment-return.service';
import { PaymentsRepository } from '../../payments.repository';
import { hasValidSignature, paisaOfEsewa } from './esewa-signature';

/** eSewa's words on the cart: a cancel, and a payment the shop could not confirm. */
export const ESEWA_OUTCOMES: ReturnOutcomes = { cancelled: 'esewa-cancelled', failed: 'esewa-unconfirmed' };
/** Far more than eSewa's few fields need: a longer `data` is not worth decoding. */
const MAX_DATA_LENGTH = 4000;

/**
 * eSewa's success_url and failure_url. The return's `data` must be signed with the shop's secret over the fields it
 * lists, name a payment the shop started, with its amount; only then is eSewa's status API asked (PaymentReturnService),
 * and only COMPLETE for the order's total makes it paid. Anything else changes nothing.
 */
@Injectable()
export class EsewaReturnService {
  private readonly logger = new Logger('EsewaReturn');

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly returns: PaymentReturnService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `language`: the checkout's, which its success_url names. */
  async handleReturn(data: unknown, language: Language = 'en'): Promise<string> {
    const fields = decode(data);
    if (!fields || !hasValidSignature(this.config.esewa.secretKey, fields)) {
      securityEvent(this.logger, SECURITY_EVENTS.paymentReturnForged, { provider: 'esewa' });
      return this.returns.cart(ESEWA_OUTCOMES.failed, language);
    }
    const uuid = fields.transaction_uuid;
    const payment =
      typeof uuid === 'string' && uuid.length <= 64 ? await this.repository.find(uuid) : undefined;
    if (
      !payment ||
      payment.provider !== 'esewa' ||
      fields.product_code !== this.config.esewa.productCode ||
      paisaOfEsewa(fields.total_amount) !== payment.amountPaisa
    )
      return this.returns.cart(ESEWA_OUTCOMES.failed, language);
    return this.returns.handleReturn(payment.pidx, ESEWA_OUTCOMES, language);
  }

  /** The failure URL: the order stays awaiting payment until it expires; the cart says it was cancelled. */
  failure(language: Language = 'en'): string {
    return this.returns.cart(ESEWA_OUTCOMES.cancelled, language);
  }
}

/** `data`: Base64 of a JSON object; undefined when it is anything else. */
function decode(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'string' || !data || data.length > MAX_DATA_LENGTH) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
