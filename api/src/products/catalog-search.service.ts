import { Injectable } from '@nestjs/common';
import type { PageWindow } from '../database';
import { CatalogCache, totalsVersionOf } from './catalog-cache';
import type { ListRows } from './catalog-query';
import {
  type ListedProduct,
  type ProductCriteria,
  type ProductOrder,
  type ProductSummary,
  ProductsRepository,
} from './products.repository';
import { type SearchPlan, searchPlan, searchTiers } from './search-plan';

/** Typo corrections are looked for only when the words themselves find fewer products than this. */
const TYPO_FALLBACK_BELOW = 5;
/** A word of the names that can go into a tsquery as it is (a name's word may also be 'yak-wool'); Nepali words too. */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;
/** Corrections tried per misspelt word (the closest words of the catalogue's names). */
const TYPO_CANDIDATES = 3;

/** A search's figures from its tiers' summary: the matches of every tier, the highest price. */
function figuresOf(summary: SearchSummary): Pick<ListRows, 'total' | 'maxSalePaisa'> {
  return {
    total: summary.tiers[0] + summary.tiers[1] + summary.tiers[2],
    maxSalePaisa: summary.maxSalePaisa,
  };
}

interface SearchSummary {
  /** Matches of each tier (exact, prefix only, typo only) within the price bounds. */
  tiers: [number, number, number];
  typo: string | null;
  maxSalePaisa: number | null;
}

/**
 * The catalog's search (docs/rules.md, Search): every word, in any order, as a whole word or a prefix; typo
 * corrections from the words of the catalogue's names only when that finds too little. By relevance, whole-word
 * matches come first, then prefix matches, then corrections, each tier newest first; any other sort orders all
 * matches. Each tier's count is cached per catalog version, like a list's total.
 */
@Injectable()
export class CatalogSearch {
  constructor(
    private readonly repository: ProductsRepository,
    private readonly cache: CatalogCache,
  ) {}

  /**
   * `totalKey`: what the search's figures depend on (catalog-query.ts), the key they are cached under, at the versions
   * the response is kept under (CatalogCache.versions, totalsVersionOf). When they are not kept, the first two tiers'
   * page is read with them, in one statement; only corrections (too few matches) need more.
   */
  async page(
    text: string,
    totalKey: string,
    criteria: ProductCriteria,
    order: ProductOrder,
    window: PageWindow,
  ): Promise<ListRows> {
    const plan = searchPlan(text);
    if (!plan) return { rows: [], total: 0, maxSalePaisa: null };
    // A search's tiers and totals outlive a checkout unless its filters read stock (totalsVersionOf).
    const version = totalsVersionOf(await this.cache.versions(), criteria);
    let summary = this.cache.keptTotal<SearchSummary>(totalKey, version);
    if (!summary) {
      const found = await this.repository.findSummarizedPage(
        { ...criteria, search: { match: plan.prefix } },
        order,
        window.offset,
        window.limit,
        { alsoMatching: plan.exact },
      );
      summary = await this.summaryOf(found.summary, criteria, plan);
      this.cache.keepTotal(totalKey, version, summary);
      // Without corrections the words' matches are every tier, in the page's order.
      if (!summary.typo) return { rows: found.rows, ...figuresOf(summary) };
    }
    return { rows: await this.rows(plan, summary, criteria, order, window), ...figuresOf(summary) };
  }

  /** A page taken from the tiers in turn, their counts known. */
  private async rows(
    plan: SearchPlan,
    summary: SearchSummary,
    criteria: ProductCriteria,
    order: ProductOrder,
    { offset, limit }: PageWindow,
  ): Promise<ListedProduct[]> {
    const tiers = searchTiers(plan, summary.typo, summary.tiers, order === 'relevance');
    const rows: ListedProduct[] = [];
    let start = 0;
    for (const tier of tiers) {
      const from = Math.max(0, offset + rows.length - start);
      const take = Math.min(limit - rows.length, tier.count - from);
      if (take > 0) {
        const tierCriteria = { ...criteria, search: tier.search };
        // Many matches: the planner walks the sort's index and stops after the page. Few: collected through the
        // search index first (see findFewPage), since a walk would pass most of the catalogue.
        const many = order !== 'relevance' || ((from + take) * 20 <= tier.count && tier.count >= 500);
        rows.push(
          ...(await (many
            ? this.repository.findPage(tierCriteria, order, from, take)
            : this.repository.findFewPage(tierCriteria, order, from, take))),
        );
      }
      start += tier.count;
      if (rows.length >= limit) break;
    }
    return rows;
  }

  /**
   * The tiers' counts from the words' summary (`subtotal`: the whole-word matches); looks for typo corrections only
   * when the words themselves find fewer than TYPO_FALLBACK_BELOW.
   */
  private async summaryOf(
    found: ProductSummary,
    criteria: ProductCriteria,
    plan: SearchPlan,
  ): Promise<SearchSummary> {
    const tiers: SearchSummary['tiers'] = [found.subtotal, found.total - found.subtotal, 0];
    if (found.total >= TYPO_FALLBACK_BELOW) return { tiers, typo: null, maxSalePaisa: found.maxSalePaisa };

    const typo = await this.corrections(plan.exact.split(' & '));
    if (!typo) return { tiers, typo: null, maxSalePaisa: found.maxSalePaisa };
    const corrected = await this.repository.summarize({
      ...criteria,
      search: { match: typo, not: plan.prefix },
    });
    tiers[2] = corrected.total;
    const maxima = [found.maxSalePaisa, corrected.maxSalePaisa].filter((m): m is number => m !== null);
    return { tiers, typo, maxSalePaisa: maxima.length ? Math.max(...maxima) : null };
  }

  /**
   * The typo dictionary: for each word, the closest words of the catalogue's names, as one tsquery; null when a
   * word has none, since the search must still match every word.
   */
  private async corrections(words: string[]): Promise<string | null> {
    const candidates = await Promise.all(
      words.map(async (word) =>
        (await this.repository.similarWords(word, TYPO_CANDIDATES)).filter((w) => PLAIN_WORD.test(w)),
      ),
    );
    if (candidates.some((list) => list.length === 0)) return null;
    return candidates.map((list) => `(${list.join(' | ')})`).join(' & ');
  }
}
