import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, type ProductListQuery } from '@pashmina/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  ProductGrid,
  ProductGridSkeleton,
  STOREFRONT_ROUTES,
  useDocumentTitle,
  useFirstScreenHandover,
  useGetProductsQuery,
  useI18n,
  formatCount,
  listingQuery,
  readFilters,
  totalPages,
  withFilters,
  type ListingFilters,
  type ListingSort,
} from '@pashmina/shared-ui';
import { Breadcrumb, type BreadcrumbItem, Pagination } from '@pashmina/shared-ui/widgets';
import { Page } from '../../../components/Page';
import { useGetProductColoursQuery } from '../productColoursApi';
import { FilterPanel, type FilterKind } from './FilterPanel';
import styles from './ProductListing.module.css';

/** Exactly this text, with no full stop on the list pages. */
export const NO_PRODUCTS = 'No products to show';

export interface ProductListingProps {
  /** The page's h1 and tab title. */
  title: string;
  intro?: string;
  /** The list's own restriction, e.g. { genderCategory: 'women' } or { newArrival: true }. */
  base: ProductListQuery;
  /** Which filters the sidebar offers; none hides the sidebar. */
  filters?: readonly FilterKind[];
  /** Accessible name of the product list. */
  listLabel: string;
  /** What shows when nothing matches; the list pages' 'No products to show' when left out. */
  empty?: ReactNode;
  /** A search that found nothing has no pages: no 'Page 1 of 1', no Prev or Next (the lists keep the spec's). */
  noPagesWhenEmpty?: boolean;
  /**
   * The order the list has when the shopper chooses none, named first in its sort: newest first for a list, the
   * best match for a search. Without it the list offers no sort.
   */
  ownOrder?: 'newest' | 'relevance';
}

/**
 * One product list page: breadcrumb, optional filter sidebar, a grid of one page and Prev/Next.
 * Filtering and paging happen on the server; the state lives in the URL.
 */
export function ProductListing({
  title,
  intro,
  base,
  filters: filterKinds = [],
  listLabel,
  empty,
  noPagesWhenEmpty = false,
  ownOrder,
}: ProductListingProps) {
  const { i18n, language } = useI18n();
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = listingQuery(base, filters);
  // `data` keeps the last page while the next one loads, so the grid does not flash away.
  const { data, currentData, isFetching, isError, refetch } = useGetProductsQuery(query);
  const pages = totalPages(data?.total ?? 0);
  // Showing the previous response while this one loads (a new page, a new filter).
  const stale = isFetching && data !== undefined && currentData === undefined;
  useFirstScreenHandover(currentData !== undefined || isError);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const showsColours = filterKinds.includes('colour');
  // The list's own order is the sort's first choice, the one the address leaves out.
  const sortValue =
    filters.sort === null || (ownOrder === 'newest' && filters.sort === 'newest') ? '' : filters.sort;
  // The filter's choices are asked once the products have come: the first screen, whose requests the shop's server
  // has the browser fetch early, waits for nothing else.
  const { currentData: colours } = useGetProductColoursQuery(
    base.genderCategory ? { genderCategory: base.genderCategory } : {},
    { skip: !showsColours || (data === undefined && !isError) },
  );

  const change = (patch: Partial<ListingFilters>) => setParams(withFilters(params, patch));

  // A page beyond the last (a stale link, or fewer products since): go to the last one.
  const total = currentData?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = totalPages(total);
    if (filters.page > last) setParams(withFilters(params, { page: last }), { replace: true });
  }, [total, filters.page, params, setParams]);

  const crumbs: BreadcrumbItem[] = [
    { label: i18n._({ id: 'nav.home', message: 'Home' }), to: STOREFRONT_ROUTES.home },
    { label: title },
  ];
  const hasSidebar = filterKinds.length > 0;

  return (
    <Page>
      <Breadcrumb items={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>

      <div className={hasSidebar ? styles.layout : undefined}>
        {hasSidebar && (
          <aside className={styles.sidebar} aria-label={i18n._({ id: 'filters', message: 'Filters' })}>
            <Button
              variant="secondary"
              className={styles.filtersToggle}
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}
              fullWidth
            >
              {i18n._({ id: 'filters', message: 'Filters' })}
            </Button>
            <div id={panelId} className={styles.panel} data-open={filtersOpen || undefined}>
              <FilterPanel
                show={filterKinds}
                filters={filters}
                maxPrice={data?.maxPrice ?? 0}
                colours={colours}
                onChange={change}
              />
            </div>
          </aside>
        )}

        <section
          className={styles.results}
          aria-label={i18n._({ id: 'listing.results', message: '{title} products', values: { title } })}
          aria-busy={isFetching}
        >
          <div className={styles.resultsBar}>
            {/* Always one line tall, so the grid below never moves when the count arrives. */}
            <p className={styles.count} aria-live="polite">
              {stale
                ? i18n._({ id: 'loading', message: 'Loading...' })
                : data && data.total > 0
                  ? i18n._({
                      id: 'listing.count',
                      message: '{count, plural, one {{n} product} other {{n} products}}',
                      values: { count: data.total, n: formatCount(data.total, language) },
                    })
                  : '\u00a0'}
            </p>
            {ownOrder && (
              <div className={styles.sort}>
                <label htmlFor={sortId}>{i18n._({ id: 'listing.sort', message: 'Sort by' })}</label>
                <select
                  id={sortId}
                  value={sortValue}
                  onChange={(e) => change({ sort: (e.target.value || null) as ListingSort | null })}
                >
                  {ownOrder === 'relevance' && (
                    <option value="">
                      {i18n._({ id: 'listing.sort.relevance', message: 'Best match' })}
                    </option>
                  )}
                  <option value={ownOrder === 'newest' ? '' : 'newest'}>
                    {i18n._({ id: 'listing.sort.newest', message: 'Newest' })}
                  </option>
                  <option value="price-asc">
                    {i18n._({ id: 'listing.sort.priceAsc', message: 'Price, low to high' })}
                  </option>
                  <option value="price-desc">
                    {i18n._({ id: 'listing.sort.priceDesc', message: 'Price, high to low' })}
                  </option>
                </select>
              </div>
            )}
          </div>
          {isError && !isFetching ? (
            <ErrorState
              message={i18n._({
                id: 'listing.loadFailed',
                message: 'We could not load the products right now.',
              })}
              onRetry={() => void refetch()}
            />
          ) : !data ? (
            <ProductGridSkeleton count={PAGE_SIZE} maxColumns={3} />
          ) : (
            <>
              {/* Another page or filter on its way: the last response stays, dimmed, rather than jumping away. */}
              <div className={stale ? styles.stale : undefined} data-stale={stale || undefined}>
                <ProductGrid
                  products={data.products}
                  maxColumns={3}
                  priorityCount={1}
                  aria-label={listLabel}
                  empty={
                    empty ?? (
                      <EmptyState message={i18n._({ id: 'listing.none', message: 'No products to show' })} />
                    )
                  }
                />
              </div>
              {!(noPagesWhenEmpty && data.total === 0) && (
                <Pagination
                  page={filters.page}
                  totalPages={pages}
                  onPageChange={(page) => change({ page })}
                />
              )}
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
