import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { englishMessageIn, isApiMessageId, messageIn, type MessageParams } from '../../contracts';
import { requestLanguage, varyByLanguage } from './request-language';

/**
 * A successful answer's `message` ('Order placed successfully', 'Discount applied.') in the request's language, by
 * its id (contracts/messages), as the exception filter does for errors: services write English, and only these two places read the request's
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
        if (language === 'en') return body;
        // A message with values says which it is (the cart's check of a discount code: its id and params).
        const message = isApiMessageId(body.messageId)
          ? messageIn(language, body.messageId, body.params)
          : englishMessageIn(language, body.message);
        return { ...body, message };
      }),
    );
  }
}

function hasMessage(body: unknown): body is { message: string; messageId?: unknown; params?: MessageParams } {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}
