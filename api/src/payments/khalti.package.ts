import { KhaltiClient } from './khalti.client';
import { KhaltiRecheckService } from './khalti-recheck.service';
import { KhaltiReturnController } from './khalti-return.controller';
import type { PaymentMethodPackage } from './payment-method-package';
import { KhaltiSandboxModule } from './sandbox/khalti-sandbox.module';

// Khalti's files predate the methods' folders and still sit in payments/ (moving them is a rename, nothing more).
export const KHALTI: PaymentMethodPackage = {
  provider: KhaltiClient,
  // The re-check of expired attempts serves every wallet; it is Khalti's by history.
  returnSide: { controllers: [KhaltiReturnController], providers: [KhaltiRecheckService] },
  sandbox: (config) => (config.khaltiSecretKey ? undefined : KhaltiSandboxModule),
};
