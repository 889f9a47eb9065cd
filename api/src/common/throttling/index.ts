export { type FailureCount, FailureCounters } from './failure-counters';
export { AuthRateLimit, CheckoutRateLimit, clientOf, RATE_LIMIT_MESSAGE, THROTTLERS } from './rate-limits';
export { ThrottlingModule } from './throttling.module';
