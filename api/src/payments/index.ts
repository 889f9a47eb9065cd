// Payments: the payment methods (providers registered by id), the payments table, the shoppers' returns and the
// jobs. The orders module starts payments with PaymentsService and implements PayableOrders for the return side.
import type { AppConfig } from '../config';
import { PAYMENT_METHOD_PACKAGES } from './payment-method-packages';

export { KhaltiRecheckService } from './khalti-recheck.service';
export { KHALTI_RETURN_PATH, SANDBOX_PATH } from './khalti.client';
export { ESEWA_SANDBOX_PATH } from './methods/esewa/esewa.provider';
export { EsewaStatusJob } from './methods/esewa/esewa-status.job';
export { EsewaSandboxService } from './methods/esewa/sandbox/esewa-sandbox.service';
export {
  PAYABLE_ORDERS,
  type PayableOrder,
  type PayableOrders,
  type PaymentRecord,
  type UnpaidCancelSource,
} from './payable-orders';
export {
  type PaymentLink,
  type PaymentMethodProvider,
  type PaymentRequest,
  PaymentProviderError,
  type RefundAnswer,
} from './payment-provider';
export { PaymentMethods } from './payment-methods';
export { type PaymentVerdict, type WalletSource, walletSource } from './payment-verdict';
export { PaymentReturnModule } from './payment-return.module';
export { PaymentsModule } from './payments.module';
export { PaymentsService } from './payments.service';
export { KhaltiSandboxModule } from './sandbox/khalti-sandbox.module';
export { KhaltiSandboxService } from './sandbox/khalti-sandbox.service';

/** The built-in sandboxes this configuration needs (a method without its key), for AppModule. */
export const paymentSandboxes = (config: AppConfig) =>
  PAYMENT_METHOD_PACKAGES.flatMap((method) => method.sandbox?.(config) ?? []);
