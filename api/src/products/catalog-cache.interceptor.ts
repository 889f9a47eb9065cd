import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { lastValueFrom, type Observable, of } from 'rxjs';
import { PRODUCT_MAX_PRICE_HEADER, PRODUCT_TOTAL_HEADER } from '../contracts';
import { CatalogCache, type CatalogResponse } from './catalog-cache';
import { markReplayable } from './catalog-replay';
import type { ProductPage } from './products.service';

/**
 * A public catalog route's answers (a product, the colours), from the catalog cache while the catalog has not
 * changed: the route's value is computed (and turned into bytes) only when the cache has no current answer for the
 * request's path and query, which alone determine it. A refusal (a product that does not exist, bad input) is
 * thrown before anything is kept, and answered by the pipeline every time.
 *
 * Browsers revalidate (`no-cache`) and get 304 while the ETag still matches: express compares If-None-Match with
 * the ETag set here. A signed-in request keeps the `no-store` set before it. The answer is marked for
 * CatalogReplay, which may send the same bytes again from the first express middleware (bootstrap.ts).
 */
@Injectable()
export class CatalogCacheInterceptor<T = unknown> implements NestInterceptor {
  constructor(private readonly cache: CatalogCache) {}

  async intercept(context: ExecutionContext, next: CallHandler<T>): Promise<Observable<string>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    // The route (and the validation of its input) runs only on a miss: a request the pipe refuses is never kept.
    const answer = await this.cache.response(
      req.originalUrl,
      async () => this.answerOf(await lastValueFrom(next.handle())),
      req,
    );
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.setHeader('ETag', answer.etag);
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    markReplayable(res, answer);
    // A string body: sent as it is (express's send), as the JSON the cache holds.
    res.type('application/json');
    return of(answer.body);
  }

  /** The route's value as the body and headers it is sent with. */
  protected answerOf(value: T): Pick<CatalogResponse, 'body' | 'headers'> {
    return { body: JSON.stringify(value), headers: {} };
  }
}

/**
 * The public lists' answers, as CatalogCacheInterceptor keeps them. The body stays the spec's plain array
 * (Product[]); paging figures travel in headers (exposed to browsers by the CORS setup).
 */
@Injectable()
export class CatalogListCacheInterceptor extends CatalogCacheInterceptor<ProductPage> {
  protected override answerOf(page: ProductPage): Pick<CatalogResponse, 'body' | 'headers'> {
    return {
      body: JSON.stringify(page.items),
      headers: {
        [PRODUCT_TOTAL_HEADER]: String(page.total),
        [PRODUCT_MAX_PRICE_HEADER]: String(page.maxPrice),
      },
    };
  }
}
