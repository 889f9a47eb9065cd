import type { PaymentMethodPackage } from '../../payment-method-package';
import { CashOnDeliveryProvider } from './cash-on-delivery.provider';

export const CASH_ON_DELIVERY: PaymentMethodPackage = { provider: CashOnDeliveryProvider };
