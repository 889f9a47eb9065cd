import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { TOTAL_COUNT_HEADER } from '../../contracts';

/** One page of a list, as a service answers it: the page's items and how many there are over every page. */
export interface PagedList<T> {
  items: T[];
  total: number;
}

/**
 * Writes a paged list as the spec has it: the page's items as a plain array, the total in X-Total-Count (exposed
 * to browsers by the CORS setup in bootstrap.ts).
 */
@Injectable()
export class TotalCountInterceptor<T> implements NestInterceptor<PagedList<T>, T[]> {
  intercept(context: ExecutionContext, next: CallHandler<PagedList<T>>): Observable<T[]> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map(({ items, total }) => {
        res.setHeader(TOTAL_COUNT_HEADER, String(total));
        return items;
      }),
    );
  }
}

/** A route that answers a PagedList: its items as the body, its total in X-Total-Count. */
export const Paged = (): MethodDecorator & ClassDecorator => UseInterceptors(TotalCountInterceptor);
