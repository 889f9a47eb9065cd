import type { Type } from '@nestjs/common';
import type { AppConfig } from '../config';
import type { PaymentMethodProvider } from './payment-provider';

/**
 * Everything one payment method brings, from its own folder: its provider; the controllers and jobs of its return
 * side (they settle orders through PayableOrders, see PaymentReturnModule); its built-in sandbox when the
 * configuration has no key for it. Registering the package in payment-method-packages.ts is all that adds a method.
 */
export interface PaymentMethodPackage {
  provider: Type<PaymentMethodProvider>;
  /** Providers other modules' code needs beside it (its page helpers, its client). */
  returnSide?: { controllers: Type[]; providers: Type[] };
  sandbox?: (config: AppConfig) => Type | undefined;
}
