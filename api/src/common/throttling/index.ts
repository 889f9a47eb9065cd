export { type FailureCount, FailureCounters } from './failure-counters';
export { AuthRateLimit, CheckoutRateLimit, clientOf, RATE_LIMIT_MESSAGE, THROTTLERS } from './rate-limits';
export { REDIS, RedisModule } from './redis.module';
export { ThrottlingModule } from './throttling.module';
