import { KHALTI } from './khalti.package';
import { CASH_ON_DELIVERY } from './methods/cash-on-delivery/cash-on-delivery.package';
import { ESEWA } from './methods/esewa/esewa.package';
import type { PaymentMethodPackage } from './payment-method-package';

/** The registration of every way to pay: adding a method is its folder and one line here. */
export const PAYMENT_METHOD_PACKAGES: readonly PaymentMethodPackage[] = [KHALTI, ESEWA, CASH_ON_DELIVERY];
