import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type ApiError, messageIn } from '../../contracts';
import { ApiException } from '../http/api-exception';
import { requestLanguage, varyByLanguage } from '../i18n/request-language';
import { retryAfterOf } from '../http/retry-later';
import { errorSummary } from './error-summary';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Please log in to continue',
  403: 'You are not allowed to do this',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request body is too large',
  429: 'Too many requests, please try again later',
};

/**
 * Gives every error the one body the clients know, `{ success: false, message }`, with the right status, and
 * Retry-After when the error says when to try again (RetryLater: rate limits, login lock-outs). The message is in
 * the request's language (Accept-Language): its Nepali when it has one (contracts/nepali-messages.ts), else as written.
 * Errors that are not HTTP errors are bugs or outages: they are logged and answered with a generic 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const response = host.switchToHttp().getResponse();
    const request = host.switchToHttp().getRequest();
    const { status, message } = this.describe(exception);
    // The stack goes to the log only (Nest's message-and-stack form, which the JSON logger keeps as `err`); the
    // answer's text is fixed, so nothing of the server's insides reaches a caller. The log gets a summary, not the
    // error's own message: a database error's message lists the query's params (e-mails, phones, password hashes).
    if (status >= 500) {
      const { message: summary, stack } = errorSummary(exception);
      if (stack) this.logger.error(summary, stack);
      else this.logger.error(summary);
    }
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) httpAdapter.setHeader(response, 'Retry-After', String(retryAfter));
    const details = exception instanceof ApiException ? exception.details : {};
    if (typeof response?.vary === 'function') varyByLanguage(response);
    const body: ApiError = { ...details, success: false, message: messageIn(message, requestLanguage(request)) };
    httpAdapter.reply(response, body, status);
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return {
        status,
        message: firstMessage(exception.getResponse()) ?? DEFAULT_MESSAGES[status] ?? exception.message,
      };
    }
    // Errors raised by Express middleware (body-parser: malformed JSON, body too large) carry an `expose`d 4xx status.
    const status = clientStatusOf(exception);
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) return { status, message: DEFAULT_MESSAGES[status] };
    if (status) {
      const message = (exception as { message?: unknown }).message;
      return {
        status,
        message:
          typeof message === 'string' && message ? message : (DEFAULT_MESSAGES[status] ?? 'Bad request'),
      };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side, please try again',
    };
  }
}

/** Nest error responses are a string, `{ message: string }` or `{ message: string[] }`: take the first readable text. */
function firstMessage(response: string | object): string | undefined {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return undefined;
}

function clientStatusOf(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, statusCode, expose } = exception as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
  };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 && expose !== false ? code : undefined;
}
