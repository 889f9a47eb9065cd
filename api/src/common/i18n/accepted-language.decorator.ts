import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Language } from '../../contracts';
import { requestLanguage } from './request-language';

/**
 * The language the request asks for (Accept-Language), for the few handlers that keep it: the checkout and the
 * password reset remember it on the account, for its e-mails. Messages need no handler's help (the filter and
 * MessagesInLanguageInterceptor translate them).
 */
export const AcceptedLanguage = createParamDecorator((_: unknown, context: ExecutionContext): Language =>
  requestLanguage(context.switchToHttp().getRequest<Request>()),
);
