import { Module } from '@nestjs/common';
import { EsewaSandboxController } from './esewa-sandbox.controller';
import { EsewaSandboxService } from './esewa-sandbox.service';

/** The built-in eSewa sandbox: loaded only when no ESEWA_SECRET_KEY is set (never in production). */
@Module({
  controllers: [EsewaSandboxController],
  providers: [EsewaSandboxService],
  exports: [EsewaSandboxService],
})
export class EsewaSandboxModule {}
