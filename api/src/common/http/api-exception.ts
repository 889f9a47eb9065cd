import { HttpException } from '@nestjs/common';

/**
 * An HTTP error whose body carries more than the message: `{ success: false, message, ...details }`
 * (e.g. the checkout's 409 with the current prices). The exception filter adds the details.
 */
export class ApiException extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message, status);
  }
}
