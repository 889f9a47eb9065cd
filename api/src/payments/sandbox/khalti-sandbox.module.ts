import { Module } from '@nestjs/common';
import { KhaltiSandboxController } from './khalti-sandbox.controller';
import { KhaltiSandboxRepository } from './khalti-sandbox.repository';
import { KhaltiSandboxService } from './khalti-sandbox.service';

/** The built-in Khalti sandbox: AppModule loads it only when no KHALTI_SECRET_KEY is set (never in production). */
@Module({
  controllers: [KhaltiSandboxController],
  providers: [KhaltiSandboxService, KhaltiSandboxRepository],
  exports: [KhaltiSandboxService],
})
export class KhaltiSandboxModule {}
