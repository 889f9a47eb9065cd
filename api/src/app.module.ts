import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './auth/auth.module';
import { ContactsModule } from './contacts/contacts.module';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { createValidationPipe } from './common/validation/validation.pipe';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { SeedModule } from './database/seed/seed.module';
import { HealthController } from './health/health.controller';
import { OrdersModule } from './orders/orders.module';
import { KhaltiSandboxModule } from './payments/sandbox/khalti-sandbox.module';
import { ProductsModule } from './products/products.module';
import { StorageModule } from './storage/storage.module';

/** The root module, built from an already validated configuration (see bootstrap.ts). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        StorageModule,
        AuthModule,
        ProductsModule,
        ContactsModule,
        OrdersModule,
        // The built-in Khalti sandbox only without a Khalti key (configuration refuses that in production).
        ...(config.khaltiSecretKey ? [] : [KhaltiSandboxModule]),
        SeedModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
