import {
  applyDecorators,
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  Header,
  HttpException,
} from '@nestjs/common';
import type { Response } from 'express';

/**
 * A route that answers an HTML page (the built-in sandboxes' pages, never the API's): kept by no cache, under its
 * own Content-Security-Policy. The handler returns the page's text.
 */
export const HtmlPage = (csp: string): MethodDecorator =>
  applyDecorators(
    Header('Cache-Control', 'no-store'),
    Header('Content-Security-Policy', csp),
    Header('Content-Type', 'text/html; charset=utf-8'),
  );

/**
 * For a route that answers an HTML page (the built-in sandboxes'): an HTTP error answers `page` with the error's
 * status, instead of the API's JSON error body. Any other error still goes to the global filter.
 */
@Catch(HttpException)
export class HtmlPageFilter implements ExceptionFilter {
  constructor(
    private readonly page: () => string,
    private readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  catch(exception: HttpException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    for (const [name, value] of Object.entries(this.headers)) res.setHeader(name, value);
    res.status(exception.getStatus()).type('html').send(this.page());
  }
}
