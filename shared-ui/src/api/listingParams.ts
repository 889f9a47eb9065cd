// Filter state of a product list, kept in the URL's search params so a filtered page can be
// shared, reloaded and walked back with the browser's Back button.
import {
  GENERAL_CATEGORIES,
  MAX_PRICE_RUPEES,
  PAGE_SIZE,
  OPTION_VALUE_MAX,
  SEARCH_TEXT_MAX,
  type GeneralCategory,
  type ProductListQuery,
} from '@pashmina/contracts';

/** Search-param names. */
export const PARAM = {
  text: 'q',
  category: 'category',
  price: 'price',
  sort: 'sort',
  colour: 'colour',
  page: 'page',
} as const;

export type CategoryChoice = GeneralCategory | 'all';

/** The orders a shopper can choose for a list; without one, the list's own (newest, or best match for a search). */
const LISTING_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export interface ListingFilters {
  /** Name contains (case-insensitive, done by the server). '' means no text filter. */
  text: string;
  category: CategoryChoice;
  /** Highest sale price; null means no limit (the slider sits at the maximum). 0 means exactly 0. */
  price: number | null;
  /** The shopper's order; null keeps the list's own. */
  sort: ListingSort | null;
  /** Only products in this colour (the API's `colour`); '' means any colour. */
  colour: string;
  /** From 1. */
  page: number;
}

function isCategory(value: string | null): value is GeneralCategory {
  return value !== null && (GENERAL_CATEGORIES as readonly string[]).includes(value);
}

/** Reads the filters from the URL, ignoring anything malformed (a hand-edited link never breaks the page). */
export function readFilters(params: URLSearchParams): ListingFilters {
  const rawPrice = params.get(PARAM.price);
  const price = rawPrice === null || rawPrice.trim() === '' ? NaN : Number(rawPrice);
  const page = Number(params.get(PARAM.page));
  const category = params.get(PARAM.category)?.toLowerCase() ?? null;
  const sort = params.get(PARAM.sort);
  const colour = (params.get(PARAM.colour) ?? '').trim().toLowerCase();
  return {
    // The API refuses a longer text: a link cut short still finds what its start names.
    text: (params.get(PARAM.text) ?? '').slice(0, SEARCH_TEXT_MAX),
    category: isCategory(category) ? category : 'all',
    // Above the highest price a product can have, a limit limits nothing (and the API refuses it): no limit.
    price: Number.isFinite(price) && price >= 0 && price <= MAX_PRICE_RUPEES ? price : null,
    sort: (LISTING_SORTS as readonly (string | null)[]).includes(sort) ? (sort as ListingSort) : null,
    // The API refuses a longer one: no colour is that long.
    colour: colour.length <= OPTION_VALUE_MAX ? colour : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** New search params with `patch` applied. Changing any filter or the order goes back to page 1. */
export function withFilters(params: URLSearchParams, patch: Partial<ListingFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  if ('text' in patch) set(PARAM.text, patch.text?.trim() ? patch.text : null);
  if ('category' in patch)
    set(PARAM.category, patch.category && patch.category !== 'all' ? patch.category : null);
  if ('price' in patch)
    set(PARAM.price, patch.price === null || patch.price === undefined ? null : String(patch.price));
  if ('sort' in patch) set(PARAM.sort, patch.sort ?? null);
  if ('colour' in patch) set(PARAM.colour, patch.colour ? patch.colour : null);
  const filterChanged =
    'text' in patch || 'category' in patch || 'price' in patch || 'sort' in patch || 'colour' in patch;
  const page = filterChanged ? 1 : (patch.page ?? readFilters(params).page);
  set(PARAM.page, page > 1 ? String(page) : null);
  return next;
}

/** The API query of one page: the list's own restriction (`base`) plus the shopper's filters. */
export function listingQuery(base: ProductListQuery, filters: ListingFilters): ProductListQuery {
  const text = filters.text.trim();
  return {
    ...base,
    ...(text ? { text } : {}),
    ...(filters.category !== 'all' ? { generalCategory: filters.category } : {}),
    // 0 is a real limit (exactly 0), so test for null rather than falsiness.
    ...(filters.price !== null ? { maxPrice: filters.price } : {}),
    ...(filters.colour ? { colour: filters.colour } : {}),
    // The shopper's order replaces the list's own (new arrivals are newest first).
    ...(filters.sort ? { sort: filters.sort } : {}),
    page: filters.page,
    limit: PAGE_SIZE,
  };
}

export function totalPages(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
