import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  type CheckoutPaymentMethod,
  methodOfStored,
  PAYMENT_METHOD_TRAITS,
  type PaymentMethod,
  type PaymentMethodInfo,
} from '../contracts';
import { PAYMENT_METHOD_PROVIDERS, type PaymentMethodProvider } from './payment-provider';

/**
 * The payment methods by id: every registered provider (PaymentsModule's `PAYMENT_METHOD_CLASSES`), and the ones
 * PAYMENT_METHODS enables, in the cart's order. An order already placed is settled by its method's provider even
 * once the method is disabled: only new checkouts are refused.
 */
@Injectable()
export class PaymentMethods {
  private readonly byId: Map<CheckoutPaymentMethod, PaymentMethodProvider>;

  constructor(
    @Inject(PAYMENT_METHOD_PROVIDERS) providers: PaymentMethodProvider[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.byId = new Map(providers.map((provider) => [provider.id, provider]));
  }

  /** The enabled method of this id, or undefined (unknown, or not in PAYMENT_METHODS): checkout's 400. */
  enabled(id: unknown): PaymentMethodProvider | undefined {
    const provider = this.byId.get(id as CheckoutPaymentMethod);
    return provider && this.config.paymentMethods.includes(provider.id) ? provider : undefined;
  }

  /** The provider of an order's stored payment_method, enabled or not. */
  ofStored(stored: PaymentMethod): PaymentMethodProvider {
    return this.byId.get(methodOfStored(stored)) as PaymentMethodProvider;
  }

  /** The provider of a payment row (payments.provider holds the method's id). */
  ofPayment(provider: string): PaymentMethodProvider | undefined {
    return this.byId.get(provider as CheckoutPaymentMethod);
  }

  /** GET /payments/methods: the enabled ones, in the cart's order. */
  list(): PaymentMethodInfo[] {
    return this.config.paymentMethods
      .filter((id) => this.byId.has(id))
      .map((id) => ({ id, label: PAYMENT_METHOD_TRAITS[id].label, kind: PAYMENT_METHOD_TRAITS[id].kind }));
  }

  /** The origins the enabled methods' forms post to: the Content-Security-Policy's form-action. */
  formActions(): string[] {
    const origins = this.config.paymentMethods.flatMap((id) => this.byId.get(id)?.formActions() ?? []);
    return [...new Set(origins)];
  }
}
