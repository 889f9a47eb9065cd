// The navbar search's results (`/search?q=…`): the lists' page, asked for the text as the dropdown asks it (the
// API's search, typos and all), with the lists' filters and paging in the address.
import { useSearchParams } from 'react-router-dom';
import type { ProductListQuery } from '@pashmina/contracts';
import {
  Breadcrumb,
  EmptyState,
  LinkButton,
  readFilters,
  STOREFRONT_ROUTES,
  useDocumentTitle,
} from '@pashmina/shared-ui';
import { searchText, searchTitle } from '@pashmina/shared-ui/seo';
import { Page } from '../../../components/Page';
import { ProductListing } from './ProductListing';
import styles from './ProductListing.module.css';

/** The search's own restriction: none, every product whose name the text finds. */
const SEARCH_BASE: ProductListQuery = {};

/** Where a search that finds nothing, or no search at all, sends the shopper on. */
function Collections() {
  return (
    <span className={styles.emptyActions}>
      <LinkButton to={STOREFRONT_ROUTES.womenProducts} variant="secondary" size="sm">
        Women&apos;s Collection
      </LinkButton>
      <LinkButton to={STOREFRONT_ROUTES.menProducts} variant="secondary" size="sm">
        Men&apos;s Collection
      </LinkButton>
    </span>
  );
}

/** `/search` with nothing to search for: what the page is for, not an error. */
function NothingSearched() {
  const title = searchTitle('');
  useDocumentTitle(title);
  return (
    <Page>
      <Breadcrumb items={[{ label: 'Home', to: STOREFRONT_ROUTES.home }, { label: title }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <EmptyState
        title="What are you looking for?"
        message="Type a name in the search box at the top, a shawl, a muffler or a colour, and press Enter."
        action={<Collections />}
      />
    </Page>
  );
}

export function SearchResultsPage() {
  const [params] = useSearchParams();
  const text = searchText(readFilters(params).text);
  if (!text) return <NothingSearched />;
  return (
    <ProductListing
      title={searchTitle(text)}
      base={SEARCH_BASE}
      filters={['category', 'price']}
      listLabel="Search results"
      empty={
        <EmptyState
          title={`No products match "${text}"`}
          message="Check the spelling, try another word, or look through the collections."
          action={<Collections />}
        />
      }
    />
  );
}
