import type { PaymentMethodPackage } from '../../payment-method-package';
import { EsewaController } from './esewa.controller';
import { EsewaProvider } from './esewa.provider';
import { EsewaReturnService } from './esewa-return.service';
import { EsewaStatusJob } from './esewa-status.job';
import { EsewaSandboxModule } from './sandbox/esewa-sandbox.module';

export const ESEWA: PaymentMethodPackage = {
  provider: EsewaProvider,
  returnSide: { controllers: [EsewaController], providers: [EsewaReturnService, EsewaStatusJob] },
  // Without a key, eSewa's test merchant pays in the built-in sandbox (configuration refuses that in production).
  sandbox: (config) => (config.esewa.sandbox ? EsewaSandboxModule : undefined),
};
