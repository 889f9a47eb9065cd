import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  type ApiError,
  type ApiMessageId,
  englishOf,
  type FieldError,
  isApiMessageId,
  type Language,
  messageIn,
} from '../../contracts';
import { ApiException } from '../http/api-exception';
import { requestLanguage, varyByLanguage } from '../i18n/request-language';
import { retryAfterOf } from '../http/retry-later';
import { errorSummary } from './error-summary';
import { codeOf } from './error-codes';

/** The message of an error that brings none of its own, by status (their English: contracts/messages). */
const DEFAULT_MESSAGE_IDS: Record<number, ApiMessageId> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};
const defaultMessage = (status: number): string | undefined =>
  DEFAULT_MESSAGE_IDS[status] && englishOf(DEFAULT_MESSAGE_IDS[status]);

/**
 * Gives every error the one body the clients know, `{ success: false, statusCode, message, code, params? }`
 * (docs/api.md), with the right status, and Retry-After when the error says when to try again (RetryLater: rate
 * limits, login lock-outs). The message is in the request's language (Accept-Language): said by its code from the
 * language's catalog when it is one of the API's messages (contracts/messages), else as written.
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
    const language = requestLanguage(request);
    const { code, params, messageId } = codeOf(exception, status, message);
    // A refusal that names its field lists it as a validation does (a picture's, an admin's form's).
    const fieldOnly =
      typeof details.field === 'string'
        ? [{ field: details.field, code: messageId ?? 'INVALID_FIELD', message }]
        : undefined;
    const errors = fieldErrorsIn(details.errors ?? fieldOnly, language);
    const body: ApiError = {
      ...details,
      success: false,
      statusCode: status,
      // A validation's message is its first field's.
      message: errors?.[0]?.message ?? (messageId ? messageIn(language, messageId, params) : message),
      code,
      ...(params ? { params } : {}),
      ...(errors ? { errors } : {}),
    };
    httpAdapter.reply(response, body, status);
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return {
        status,
        message: firstMessage(exception.getResponse()) ?? defaultMessage(status) ?? exception.message,
      };
    }
    // Errors raised by Express middleware (body-parser: malformed JSON, body too large) carry an `expose`d 4xx status.
    const status = clientStatusOf(exception);
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) return { status, message: englishOf('PAYLOAD_TOO_LARGE') };
    if (status) {
      const message = (exception as { message?: unknown }).message;
      return {
        status,
        message:
          typeof message === 'string' && message
            ? message
            : (defaultMessage(status) ?? englishOf('BAD_REQUEST')),
      };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      message: englishOf('INTERNAL_ERROR'),
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

/** A validation's refused fields, each message in the language by its code (validation.pipe.ts gives them). */
function fieldErrorsIn(errors: unknown, language: Language): FieldError[] | undefined {
  if (!Array.isArray(errors)) return undefined;
  return (errors as FieldError[]).map((error) => ({
    ...error,
    message: isApiMessageId(error.code) ? messageIn(language, error.code) : error.message,
  }));
}
