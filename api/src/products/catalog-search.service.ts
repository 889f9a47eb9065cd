import { Injectable } from '@nestjs/common';
import type { PageWindow } from '../database';
import { CatalogCache } from './catalog-cache';
import type { ListRows } from './catalog-query';
import {
  type ListedProduct,
  type ProductCriteria,
  type ProductOrder,
  ProductsRepository,
} from './products.repository';
import { type SearchPlan, searchPlan, searchTiers } from './search-plan';

/** Typo corrections are looked for only when the words themselves find fewer products than this. */
const TYPO_FALLBACK_BELOW = 5;
/** A word of the names that can go into a tsquery as it is (a name's word may also be 'yak-wool'); Nepali words too. */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;
/** Corrections tried per misspelt word (the closest words of the catalogue's names). */
const TYPO_CANDIDATES = 3;

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

  /** `totalKey`: what the search's figures depend on (catalog-query.ts), the key they are cached under. */
  async page(
    text: string,
    totalKey: string,
    criteria: ProductCriteria,
    order: ProductOrder,
    { offset, limit }: PageWindow,
  ): Promise<ListRows> {
    const plan = searchPlan(text);
    if (!plan) return { rows: [], total: 0, maxSalePaisa: null };
    const summary = await this.cache.total(totalKey, () => this.summarize(criteria, plan));
    const total = summary.tiers[0] + summary.tiers[1] + summary.tiers[2];
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
    return { rows, total, maxSalePaisa: summary.maxSalePaisa };
  }

  /** Counts each tier; looks for typo corrections only when the words themselves find fewer than TYPO_FALLBACK_BELOW. */
  private async summarize(criteria: ProductCriteria, plan: SearchPlan): Promise<SearchSummary> {
    const found = await this.repository.summarize(
      { ...criteria, search: { match: plan.prefix } },
      plan.exact,
    );
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
