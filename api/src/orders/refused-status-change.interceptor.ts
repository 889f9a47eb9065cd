import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';
import type { AuthUser } from '../auth';
import { SECURITY_EVENTS, securityEvent } from '../common/security-events';

/** The statuses that mean the rules refused the change (a 502 is Khalti not responding, not a refusal). */
const REFUSALS = [400, 404, 409];
/** Caller-chosen text is cut short: a log line is not a place to store what an attacker sends. */
const MAX_LOGGED = 64;

/**
 * One security-event line for each refused status change (the admin's PUT /orders/:id, the customer's cancel):
 * a final order, a change made meanwhile, a payment Khalti reports, an invalid status, someone else's order. As an
 * interceptor it also sees the 400 of the body's validation, which runs before the handler. Only the order id,
 * the requested status, who asked and the response are written, never the body or a token.
 */
@Injectable()
export class RefusedStatusChangeLog implements NestInterceptor {
  private readonly logger = new Logger('Orders');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof HttpException && REFUSALS.includes(error.getStatus())) {
          const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
          const requested = (request.body as { status?: unknown } | undefined)?.status;
          securityEvent(this.logger, SECURITY_EVENTS.statusChangeRefused, {
            orderId: cut(Object.values(request.params ?? {})[0]),
            requested: request.method === 'PUT' ? cut(requested) : 'cancelled',
            userId: request.user?.id ?? null,
            role: request.user?.role ?? null,
            ip: request.ip ?? null,
            answered: error.getStatus(),
            reason: cut(error.message),
          });
        }
        return throwError(() => error);
      }),
    );
  }
}

function cut(value: unknown): string | null {
  return typeof value === 'string' ? value.slice(0, MAX_LOGGED) : null;
}
