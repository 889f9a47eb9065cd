import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { lastValueFrom, type Observable, of } from 'rxjs';
import { PRODUCT_MAX_PRICE_HEADER, PRODUCT_TOTAL_HEADER } from '../contracts';
import { CatalogCache } from './catalog-cache';
import { markReplayable } from './catalog-replay';
import type { ProductPage } from './products.service';

/**
 * The public lists' answers, from the catalog cache while the catalog has not changed: the route's page is
 * computed (and turned into bytes) only when the cache has no current answer for the request's path and query,
 * which alone determine it.
 *
 * The body stays the spec's plain array (Product[]); paging figures travel in headers (exposed to browsers by the
 * CORS setup). Browsers revalidate (`no-cache`) and get 304 while the ETag still matches: express compares
 * If-None-Match with the ETag set here. A signed-in request keeps the `no-store` set before it. The answer is
 * marked for CatalogReplay, which may send the same bytes again from the first express middleware (bootstrap.ts).
 */
@Injectable()
export class CatalogCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: CatalogCache) {}

  async intercept(context: ExecutionContext, next: CallHandler<ProductPage>): Promise<Observable<string>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    // The route (and the validation of its query) runs only on a miss: a request the pipe refuses is never kept.
    const answer = await this.cache.response(req.originalUrl, async () => {
      const page = await lastValueFrom(next.handle());
      return { body: JSON.stringify(page.items), total: page.total, maxPrice: page.maxPrice };
    });
    res.setHeader(PRODUCT_TOTAL_HEADER, String(answer.total));
    res.setHeader(PRODUCT_MAX_PRICE_HEADER, String(answer.maxPrice));
    res.setHeader('ETag', answer.etag);
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    markReplayable(res, answer);
    // A string body: sent as it is (express's send), as the JSON the cache holds.
    res.type('application/json');
    return of(answer.body);
  }
}
