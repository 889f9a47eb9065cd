import {
  type ExecutionContext,
  HttpException,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { SECURITY_EVENTS, securityEvent } from '../security-events';

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
      throw new ServiceUnavailableException('The shop is busy. Please try again in a moment.');
    }
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const { req, res } = this.getRequestResponse(context) as { req: Request; res: Response };
    res.setHeader('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    securityEvent(this.events, SECURITY_EVENTS.lockedOut, {
      route: `${req.method} ${req.path}`,
      // An address, an IPv6 /64, or `account:<id>` for the per-account limit of checkout.
      client: detail.tracker,
      retryAfterSeconds: detail.timeToBlockExpire,
    });
    return super.throwThrottlingException(context, detail);
  }
}
