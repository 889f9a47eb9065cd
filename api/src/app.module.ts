import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { LoggerModule, type Params as LoggingParams } from 'nestjs-pino';
import { AuthModule } from './auth';
import { BackupsModule } from './backups';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { MessagesInLanguageInterceptor } from './common/i18n';
import { LogFlushOnShutdown } from './common/logging';
import { createValidationPipe } from './common/validation/validation.pipe';
import { type AppConfig, ConfigModule } from './config';
import { FeedbackModule } from './feedback';
import { DatabaseModule } from './database';
import { DeliveryModule } from './delivery';
import { DiscountsModule } from './discounts';
import { HealthModule } from './health';
import { OrdersModule } from './orders';
import { MailboxModule, MailModule } from './mail';
import { SmsModule, SmsOutboxModule } from './sms';
import { SettingsModule } from './settings';
import { MetricsModule } from './metrics';
import { PaymentReturnModule, paymentSandboxes } from './payments';
import { ProductsModule } from './products';
import { ReviewsModule } from './reviews';
import { SeedModule } from './seed';
import { SitemapModule } from './sitemap';
import { StatsModule } from './stats';
import { StorageModule } from './storage';

/**
 * The root module, built from an already validated configuration (see bootstrap.ts). `logging` (production) makes
 * every log line and one line per request structured JSON (nestjs-pino); without it Nest's plain logger is used.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logging?: LoggingParams): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...(logging ? [LoggerModule.forRoot(logging)] : []),
        ConfigModule.forRoot(config),
        DatabaseModule,
        MailModule,
        SmsModule,
        SettingsModule,
        StorageModule,
        HealthModule,
        MetricsModule,
        AuthModule,
        ProductsModule,
        ReviewsModule,
        FeedbackModule,
        DiscountsModule,
        DeliveryModule,
        OrdersModule,
        StatsModule,
        BackupsModule,
        SitemapModule,
        // Payments settle orders through what OrdersModule exports (PAYABLE_ORDERS): payments never import orders.
        PaymentReturnModule.forOrders(OrdersModule),
        // The built-in sandboxes only without the methods' keys (configuration refuses that in production).
        ...paymentSandboxes(config),
        // The built-in mailbox only without a mail server, in development (configuration never allows it in production).
        ...(config.mailbox ? [MailboxModule] : []),
        // The built-in SMS outbox likewise: development without a Sparrow token.
        ...(config.sms.outbox ? [SmsOutboxModule] : []),
        SeedModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // Answers' messages in the request's language (the filter does the errors').
        { provide: APP_INTERCEPTOR, useClass: MessagesInLanguageInterceptor },
        ...(logging
          ? [{ provide: LogFlushOnShutdown, useFactory: () => new LogFlushOnShutdown(logging) }]
          : []),
      ],
    };
  }
}
