import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { PageWindow } from '../database';
import { CatalogCache } from './catalog-cache';
import type { ListRows } from './catalog-query';
import {
  type ListedProduct,
  type ProductCriteria,
  type ProductOrder,
  ProductsRepository,
} from './products.repository';

/**
 * The pages of a list without search text: its rows, entered at a keyset cursor when the page lies deep, and its
 * totals, both cached per catalog version so they are counted once per write, not per request
 * (docs/decisions/0012-list-totals-and-deep-pages.md).
 */
@Injectable()
export class CatalogPager {
  constructor(
    private readonly repository: ProductsRepository,
    private readonly cache: CatalogCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `totalKey`: what the list's figures depend on (catalog-query.ts), the key they are cached under. */
  async page(
    totalKey: string,
    criteria: ProductCriteria,
    order: ProductOrder,
    window: PageWindow,
  ): Promise<ListRows> {
    const [rows, summary] = await Promise.all([
      this.rows(totalKey, criteria, order, window),
      this.cache.total(totalKey, () => this.repository.summarize(criteria)),
    ]);
    return { rows, total: summary.total, maxSalePaisa: summary.maxSalePaisa };
  }

  /**
   * A page, entered at the nearest cursor before it when it lies deep in the list: the sort key of every
   * `catalogCursorRows`-th row, read in one pass. Then a deep page skips fewer than that many rows, not all those
   * before it. An order without cursors (price-asc) skips them all, through its index.
   */
  private async rows(
    totalKey: string,
    criteria: ProductCriteria,
    order: ProductOrder,
    { offset, limit }: PageWindow,
  ): Promise<ListedProduct[]> {
    const step = this.config.catalogCursorRows;
    if (offset < step) return this.repository.findPage(criteria, order, offset, limit);
    const cursors = await this.cache.total(`cursors ${order} ${totalKey}`, () =>
      this.repository.cursors(criteria, order, step),
    );
    const passed = Math.min(Math.floor(offset / step), cursors?.length ?? 0);
    if (!cursors || passed === 0) return this.repository.findPage(criteria, order, offset, limit);
    return this.repository.findPage(criteria, order, offset - passed * step, limit, cursors[passed - 1]);
  }
}
