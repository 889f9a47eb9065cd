import { BEST_SELLER_THRESHOLD, rupeesToPaisa } from '../contracts';
import type { ListProductsQuery } from './dto/list-products.query';
import type { ListedProduct, ProductCriteria } from './products.repository';

/** One page of a list's rows (with their variants), with the figures of the whole list. */
export interface ListRows {
  rows: ListedProduct[];
  total: number;
  /** Highest sale price among products matching every filter but the price; null when none does. */
  maxSalePaisa: number | null;
}

/** A list query's filters in database terms (paisa, dates); products created since `newArrivalSince` are new. */
export function criteriaOf(query: ListProductsQuery, newArrivalSince: Date): ProductCriteria {
  return {
    generalCategory: query.generalCategory,
    genderCategory: query.genderCategory,
    featured: query.featured,
    inStock: query.inStock,
    colour: query.colour?.toLowerCase(),
    createdSince: query.newArrival === true ? newArrivalSince : undefined,
    createdBefore: query.newArrival === false ? newArrivalSince : undefined,
    minQuantitySold: query.bestSeller === true ? BEST_SELLER_THRESHOLD : undefined,
    quantitySoldBelow: query.bestSeller === false ? BEST_SELLER_THRESHOLD : undefined,
    excludeId: query.exclude,
    // Prices compare on the sale price, which is what the shopper pays.
    minSalePaisa: query.minPrice !== undefined ? rupeesToPaisa(query.minPrice) : undefined,
    maxSalePaisa: query.maxPrice !== undefined ? rupeesToPaisa(query.maxPrice) : undefined,
  };
}

/** What a list's total depends on: its filters (search text included), not its page, size or sort. */
export function totalKey(query: ListProductsQuery): string {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
}
