import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config';
import { FailureCounters } from './failure-counters';
import { throttlerOptions } from './rate-limits';
import { REDIS, RedisModule } from './redis.module';

/**
 * The rate limits: the throttler (per route, client and throttler name) and the failure counters, both in Redis
 * when REDIS_URL is set. Global, like the throttler itself, so any module's controller can use the decorators.
 */
@Global()
@Module({
  imports: [
    RedisModule,
    ThrottlerModule.forRootAsync({
      imports: [RedisModule],
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: AppConfig, redis: Redis | null) => throttlerOptions(config, redis),
    }),
  ],
  providers: [FailureCounters],
  exports: [FailureCounters],
})
export class ThrottlingModule {}
