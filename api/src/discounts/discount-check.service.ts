import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth';
import { CartPricing, mergeLines } from '../cart';
import {
  type DiscountCheckResponse,
  DISCOUNT_APPLIED_MESSAGE,
  normalizeDiscountCode,
  paisaToRupees,
} from '../contracts';
import { DiscountsService } from './discounts.service';
import type { CheckDiscountDto } from './dto/check-discount.dto';

/** The cart's check of a code: its lines priced as at checkout, the code on their subtotal. Nothing is taken. */
@Injectable()
export class DiscountCheckService {
  constructor(
    private readonly discounts: DiscountsService,
    private readonly pricing: CartPricing,
  ) {}

  /** For this customer (by account, and by their account's phone). */
  async check(customer: AuthUser, body: CheckDiscountDto): Promise<DiscountCheckResponse> {
    const { subtotalPaisa } = await this.pricing.price(mergeLines(body.products_details));
    const verdict = await this.discounts.check(body.code, subtotalPaisa, { userId: customer.id });
    const discountPaisa = verdict.ok ? verdict.applied.discountPaisa : 0;
    return {
      valid: verdict.ok,
      code: normalizeDiscountCode(body.code),
      discount: paisaToRupees(discountPaisa),
      subtotal: paisaToRupees(subtotalPaisa),
      total: paisaToRupees(subtotalPaisa - discountPaisa),
      message: verdict.ok ? DISCOUNT_APPLIED_MESSAGE : verdict.message,
      messageId: verdict.ok ? 'DISCOUNT_APPLIED' : verdict.code,
      ...(!verdict.ok && verdict.params ? { params: verdict.params } : {}),
    };
  }
}
