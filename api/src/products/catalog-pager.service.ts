import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { PageWindow } from '../database';
import { CatalogCache, totalsVersionOf } from './catalog-cache';
import type { ListRows } from './catalog-query';
import {
  type Cursor,
  type ProductCriteria,
  type ProductOrder,
  type ProductSummary,
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

  /**
   * `totalKey`: what the list's figures depend on (catalog-query.ts), the key they are cached under. Looked up at the
   * versions the response is kept under (CatalogCache.versions, totalsVersionOf): when they are not kept, the page
   * reads them with it.
   */
  async page(
    totalKey: string,
    criteria: ProductCriteria,
    order: ProductOrder,
    window: PageWindow,
  ): Promise<ListRows> {
    const versions = await this.cache.versions();
    // The totals outlive a checkout unless they read stock (totalsVersionOf); the cursors, whose sort keys may be
    // sold counts, follow every write.
    const totalsVersion = totalsVersionOf(versions, criteria);
    const { offset, after } = await this.entry(versions.all, totalKey, criteria, order, window.offset);
    const kept = this.cache.keptTotal<ProductSummary>(totalKey, totalsVersion);
    if (kept) {
      const rows = await this.repository.findPage(criteria, order, offset, window.limit, after);
      return { rows, total: kept.total, maxSalePaisa: kept.maxSalePaisa };
    }
    const { rows, summary } = await this.repository.findSummarizedPage(
      criteria,
      order,
      offset,
      window.limit,
      { after },
    );
    this.cache.keepTotal(totalKey, totalsVersion, summary);
    return { rows, total: summary.total, maxSalePaisa: summary.maxSalePaisa };
  }

  /**
   * Where a page is entered: at the nearest cursor before it when it lies deep in the list, the sort key of every
   * `catalogCursorRows`-th row, read in one pass. Then a deep page skips fewer than that many rows, not all those
   * before it. An order without cursors (price-asc) skips them all, through its index.
   */
  private async entry(
    version: number,
    totalKey: string,
    criteria: ProductCriteria,
    order: ProductOrder,
    offset: number,
  ): Promise<{ offset: number; after?: Cursor }> {
    const step = this.config.catalogCursorRows;
    if (offset < step) return { offset };
    const cursors = await this.cache.total(`cursors ${order} ${totalKey}`, version, () =>
      this.repository.cursors(criteria, order, step),
    );
    const passed = Math.min(Math.floor(offset / step), cursors?.length ?? 0);
    if (!cursors || passed === 0) return { offset };
    return { offset: offset - passed * step, after: cursors[passed - 1] };
  }
}
