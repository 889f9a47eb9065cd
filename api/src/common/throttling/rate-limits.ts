import { applyDecorators, UseGuards } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { normalizeIp, SkipThrottle, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type Redis from 'ioredis';
import type { AppConfig } from '../../config';
import { clientIdentityOf } from '../../contracts/client-address';
import { RateLimitGuard } from './rate-limit.guard';
import { englishOf } from '../../contracts';

export const RATE_LIMIT_MESSAGE = englishOf('RATE_LIMITED');

/** The throttlers, by name: each route opts in to its own through the decorators below. */
export const THROTTLERS = {
  /** Login, register, profile: per client address (AUTH_RATE_LIMIT a minute). */
  auth: 'auth',
  /** Checkout: per account (CHECKOUT_RATE_LIMIT a minute). */
  checkout: 'checkout',
  /** Checkout: per client address, whatever the account (CHECKOUT_ADDRESS_RATE_LIMIT a minute). */
  checkoutAddress: 'checkout-address',
} as const;

const MINUTE = 60_000;

/**
 * The client as the limits see it: an IPv4 address (an IPv4-mapped IPv6 address counts as IPv4), or an IPv6
 * address's /64, since one subscriber is usually handed a whole /64 and could otherwise rotate through it. A proxy's
 * entry with a port is read without it, and one that names no address is an unknown client of its own
 * (contracts/client-address.ts, which the shop's server reads too).
 */
export function clientOf(req: { ip?: string }): string {
  return normalizeIp(clientIdentityOf(req.ip), 64);
}

/** The signed-in caller (checkout needs one; the address is only a fallback that never applies). */
const accountOf = (req: { ip?: string; user?: { id: string } }) =>
  req.user ? `account:${req.user.id}` : clientOf(req);

/** Counters in Redis when REDIS_URL is set (shared by every instance), else in this process's memory. */
export function throttlerOptions(config: AppConfig, redis: Redis | null): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: THROTTLERS.auth, ttl: MINUTE, limit: config.authRateLimit },
      { name: THROTTLERS.checkout, ttl: MINUTE, limit: config.checkoutRateLimit, getTracker: accountOf },
      { name: THROTTLERS.checkoutAddress, ttl: MINUTE, limit: config.checkoutAddressRateLimit },
    ],
    getTracker: clientOf,
    errorMessage: RATE_LIMIT_MESSAGE,
    storage: redis ? new ThrottlerStorageRedisService(redis) : undefined,
  };
}

/** Login, register and the profile (which may check a password): AUTH_RATE_LIMIT a minute per client address. */
export const AuthRateLimit = () =>
  applyDecorators(
    UseGuards(RateLimitGuard),
    SkipThrottle({ [THROTTLERS.checkout]: true, [THROTTLERS.checkoutAddress]: true }),
  );

/** Checkout: CHECKOUT_RATE_LIMIT a minute per account and CHECKOUT_ADDRESS_RATE_LIMIT per client address. */
export const CheckoutRateLimit = () =>
  applyDecorators(UseGuards(RateLimitGuard), SkipThrottle({ [THROTTLERS.auth]: true }));
