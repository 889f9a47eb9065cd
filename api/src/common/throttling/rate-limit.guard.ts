import {
  type ExecutionContext,
  HttpException,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import type { RetryLater } from '../http/retry-later';
import { SECURITY_EVENTS, securityEvent } from '../security-events';
import { englishOf } from '../../contracts';

/** The throttler's 429, with the seconds until the client's window ends (sent as Retry-After by the filter). */
export class RateLimitedException extends ThrottlerException implements RetryLater {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * The throttler's guard with the standard `Retry-After` header (it only sends `Retry-After-<name>`), a security
 * event when a client reaches a limit, and 503 rather than 500 when Redis cannot count the request.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly events = new Logger('RateLimit');

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await super.canActivate(context);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new ServiceUnavailableException(englishOf('BUSY'));
    }
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const { req } = this.getRequestResponse(context) as { req: Request; res: Response };
    const retryAfterSeconds = Math.max(1, detail.timeToBlockExpire);
    if (await this.firstRefusal(detail.key, retryAfterSeconds))
      securityEvent(this.events, SECURITY_EVENTS.lockedOut, {
        route: `${req.method} ${req.path}`,
        // An address, an IPv6 /64, or `account:<id>` for the per-account limit of checkout.
        client: detail.tracker,
        retryAfterSeconds: detail.timeToBlockExpire,
      });
    throw new RateLimitedException(await this.getErrorMessage(context, detail), retryAfterSeconds);
  }

  /**
   * Whether this is the first refusal of a lock-out, so it is logged once per window and key (as the per-account
   * login limit is), not once per refused request: a client hammering a limit would otherwise write a line per
   * request. Counted in the throttler's own storage, so with REDIS_URL every instance agrees on which was first.
   */
  private async firstRefusal(key: string, retryAfterSeconds: number): Promise<boolean> {
    try {
      const windowMs = retryAfterSeconds * 1000;
      const { totalHits } = await this.storageService.increment(
        `${key}:locked-out`,
        windowMs,
        Number.MAX_SAFE_INTEGER,
        windowMs,
        LOCK_OUT_LOGGED,
      );
      return totalHits === 1;
    } catch {
      // Not knowing whether it was logged already, log it: a line too many beats a lock-out nobody saw.
      return true;
    }
  }
}

/** The storage's name for the marks of logged lock-outs (beside the throttlers' own names). */
const LOCK_OUT_LOGGED = 'locked-out-logged';
