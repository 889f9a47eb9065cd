import { HttpStatus } from '@nestjs/common';
import { type ApiMessageId, idOfEnglish, isApiMessageId } from '../../contracts';
import { ApiException, type Coded } from '../http/api-exception';

/**
 * The code of an error whose message is none of the API's messages (the admin's, Nest's own): its status's, so that
 * every answer has one (docs/api.md lists them).
 */
export const STATUS_CODES: Readonly<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: 'BAD_REQUEST',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHORIZED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'METHOD_NOT_ALLOWED',
  [HttpStatus.CONFLICT]: 'CONFLICT',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'UNSUPPORTED_MEDIA_TYPE',
  [HttpStatus.TOO_MANY_REQUESTS]: 'RATE_LIMITED',
  [HttpStatus.INTERNAL_SERVER_ERROR]: 'INTERNAL_ERROR',
  [HttpStatus.BAD_GATEWAY]: 'BAD_GATEWAY',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'UNAVAILABLE',
};

/** The code of a status that has none of its own: 'ERROR_418'. */
const codeOfStatus = (status: number): string => STATUS_CODES[status] ?? `ERROR_${status}`;

/** An error's code and params, and whether its message is one of the API's (so the catalogs can say it). */
export function codeOf(
  exception: unknown,
  status: number,
  message: string,
): Coded & { messageId?: ApiMessageId } {
  const coded = exception instanceof ApiException ? exception.coded : undefined;
  if (coded) return { ...coded, messageId: isApiMessageId(coded.code) ? coded.code : undefined };
  const id = idOfEnglish(message);
  return id ? { code: id, messageId: id } : { code: codeOfStatus(status) };
}
