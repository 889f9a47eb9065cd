import { GENERAL_CATEGORIES, PAGE_SIZE, SEARCH_TEXT_MAX, type ProductListQuery } from '@pashmina/contracts';
import { choiceParam, type ListParam, type ListState } from '@pashmina/shared-ui/panels';

/** Manage Products as the URL holds it: ?text=&category=&stock=0&page=. */
export const MANAGE_PRODUCTS_LIST = {
  /** Part of a product name, any case; '' is no search. Kept as typed (the box searches as you type). */
  text: {
    name: 'text',
    read: (raw) => (raw ?? '').slice(0, SEARCH_TEXT_MAX),
    write: (text) => (text.trim() ? text : undefined),
  } satisfies ListParam<string>,
  /** undefined is 'All'. */
  category: choiceParam('category', GENERAL_CATEGORIES),
  /** 'Show products with 0 stock': only the sold-out products. */
  outOfStock: {
    name: 'stock',
    read: (raw) => raw === '0',
    write: (outOfStock) => (outOfStock ? '0' : undefined),
  } satisfies ListParam<boolean>,
};

export type ManageProductsState = ListState<typeof MANAGE_PRODUCTS_LIST>;

/** What the server is asked: the filters, and 9 a page. Without the box, products of any stock. */
export function productListQueryOf({
  text,
  category,
  outOfStock,
  page,
}: ManageProductsState): ProductListQuery {
  return {
    text: text.trim() || undefined,
    generalCategory: category,
    inStock: outOfStock ? false : undefined,
    page,
    limit: PAGE_SIZE,
  };
}
