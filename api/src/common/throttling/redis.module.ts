import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config';

/** The shared Redis connection of the rate limits, or null when REDIS_URL is unset (counters in memory). */
export const REDIS = Symbol('REDIS');

/**
 * Connects before the app starts, so a REDIS_URL that cannot be reached stops the start-up loudly instead of
 * leaving every limit silently per instance. Every key starts with REDIS_PREFIX (one per deployment).
 */
async function connect(config: AppConfig): Promise<Redis | null> {
  if (!config.redisUrl) return null;
  let started = false;
  const redis = new Redis(config.redisUrl, {
    keyPrefix: config.redisPrefix,
    lazyConnect: true,
    // No retries for the first connection (the start fails instead); afterwards reconnect with a growing pause.
    retryStrategy: (times) => (started ? Math.min(times * 200, 2000) : null),
    // While Redis is away, limited routes respond with 503 at once rather than waiting for it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const logger = new Logger('Redis');
  redis.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
  try {
    await redis.connect();
    started = true;
  } catch (error) {
    // Without retries the connection has already ended; disconnecting again would hold the process a while.
    if (redis.status !== 'end') redis.disconnect();
    throw new Error(`REDIS_URL cannot be reached: ${(error as Error).message}`);
  }
  return redis;
}

@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: connect }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  /** Closed after the HTTP server: requests still being handled may count to the end. */
  async onApplicationShutdown(): Promise<void> {
    if (this.redis?.status === 'ready') await this.redis.quit();
    else this.redis?.disconnect();
  }
}
