import { Injectable } from '@nestjs/common';
import { PAYMENT_METHOD_TRAITS } from '../../../contracts';
import type { PaymentMethodProvider } from '../../payment-provider';

/** Cash handed over at the door: nothing to start or look up, and a refund is money handed back. */
@Injectable()
export class CashOnDeliveryProvider implements PaymentMethodProvider {
  readonly id = 'cashOnDelivery';
  readonly kind = PAYMENT_METHOD_TRAITS.cashOnDelivery.kind;
  readonly refunds = 'by hand';

  formActions(): string[] {
    return [];
  }
}
