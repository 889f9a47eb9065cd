import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { messageIn } from '../../contracts';
import { requestLanguage, varyByLanguage } from './request-language';

/**
 * A successful answer's `message` ('Order placed successfully', 'Discount applied.') in the request's language, as
 * the exception filter does for errors: services write English, and only these two places read the request's
 * language. Every other field is data and stays as it is.
 */
@Injectable()
export class MessagesInLanguageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (!hasMessage(body)) return body;
        varyByLanguage(res);
        const language = requestLanguage(req);
        return language === 'en' ? body : { ...body, message: messageIn(body.message, language) };
      }),
    );
  }
}

function hasMessage(body: unknown): body is { message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}
