import { HttpException } from '@nestjs/common';
import { type ApiMessageId, englishOf, type MessageParams } from '../../contracts';

/** What an error answer says besides its message: its code (docs/api.md) and the values its message carries. */
export interface Coded {
  code: string;
  params?: MessageParams;
}

/**
 * An HTTP error whose body carries more than the message: `{ success: false, statusCode, message, code, ...details }`
 * (e.g. the checkout's 409 with the current prices), with its code and params when the thrower knows them. The
 * exception filter adds the details, and the code of a message thrown without one.
 */
export class ApiException extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly coded?: Coded,
  ) {
    super(message, status);
  }
}

/**
 * The refusal `id` (one of the API's messages, contracts/messages/api-messages.ts) with its values: its English made
 * from them, its code the id, its params the values, so each language's catalog says it from the same values. This
 * is how an error whose message carries values is thrown; one of fixed English may be thrown as Nest's own
 * exceptions with the contracts' constant, whose code the filter finds.
 */
export const refusal = (
  status: number,
  id: ApiMessageId,
  params?: MessageParams,
  details: Record<string, unknown> = {},
): ApiException => new ApiException(status, englishOf(id, params), details, { code: id, params });
