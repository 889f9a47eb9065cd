// Payments: the provider (Khalti or the built-in sandbox), the payments table, the shopper's return and the
// re-check. The orders module starts payments with PaymentsService and implements PayableOrders for the return side.
export { KhaltiRecheckService } from './khalti-recheck.service';
export { KHALTI_RETURN_PATH, SANDBOX_PATH } from './khalti.client';
export {
  PAYABLE_ORDERS,
  type PayableOrder,
  type PayableOrders,
  type PaymentRecord,
  type UnpaidCancelSource,
} from './payable-orders';
export {
  type PaymentLink,
  type PaymentRequest,
  PaymentProviderError,
  type RefundAnswer,
} from './payment-provider';
export { type PaymentVerdict } from './payment-verdict';
export { PaymentReturnModule } from './payment-return.module';
export { PaymentsModule } from './payments.module';
export { PaymentsService } from './payments.service';
export { KhaltiSandboxModule } from './sandbox/khalti-sandbox.module';
export { KhaltiSandboxService } from './sandbox/khalti-sandbox.service';
