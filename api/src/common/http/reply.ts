import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * A response whose status or headers the handler chooses at run time, with a body that is not an error's (those
 * are thrown, for the exception filter): readiness' 503 with its report, the Khalti sandbox's responses in
 * Khalti's own shapes, a page's 404. A `@Replies()` route returns one instead of touching the response.
 */
export class Reply<T> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

/** Writes a Reply's status and headers, then lets its body be sent as any other. */
@Injectable()
export class ReplyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof Reply)) return result;
        res.status(result.status);
        for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
        return result.body as unknown;
      }),
    );
  }
}

/** A route that may return a Reply. */
export const Replies = (): MethodDecorator & ClassDecorator => UseInterceptors(ReplyInterceptor);
