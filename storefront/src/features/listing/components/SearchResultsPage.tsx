// The navbar search's results (`/search?q=…`): the lists' page, asked for the text as the dropdown asks it (the
// API's search, typos and all), with the lists' filters and paging in the address.
import { useSearchParams } from 'react-router-dom';
import type { ProductListQuery } from '@pashmina/contracts';
import {
  EmptyState,
  LinkButton,
  readFilters,
  STOREFRONT_ROUTES,
  useDocumentTitle,
  useI18n,
} from '@pashmina/shared-ui';
import { Breadcrumb } from '@pashmina/shared-ui/widgets';
import { searchText, searchTitle } from '@pashmina/shared-ui/seo';
import { Page } from '../../../components/Page';
import { ProductListing } from './ProductListing';
import styles from './ProductListing.module.css';

/** The search's own restriction: none, every product whose name the text finds. */
const SEARCH_BASE: ProductListQuery = {};

/** Where a search that finds nothing, or no search at all, sends the shopper on. */
function Collections() {
  const { i18n } = useI18n();
  return (
    <span className={styles.emptyActions}>
      <LinkButton to={STOREFRONT_ROUTES.womenProducts} variant="secondary" size="sm">
        {i18n._({ id: 'collection.women.title', message: "Women's Collection" })}
      </LinkButton>
      <LinkButton to={STOREFRONT_ROUTES.menProducts} variant="secondary" size="sm">
        {i18n._({ id: 'collection.men.title', message: "Men's Collection" })}
      </LinkButton>
    </span>
  );
}

/** `/search` with nothing to search for: what the page is for, not an error. */
function NothingSearched() {
  const { i18n } = useI18n();
  const title = searchTitle('', i18n);
  useDocumentTitle(title);
  return (
    <Page>
      <Breadcrumb
        items={[
          { label: i18n._({ id: 'nav.home', message: 'Home' }), to: STOREFRONT_ROUTES.home },
          { label: title },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <EmptyState
        title={i18n._({ id: 'search.nothing.title', message: 'What are you looking for?' })}
        message={i18n._({
          id: 'search.nothing.message',
          message:
            'Type a name in the search box at the top, a shawl, a muffler or a colour, and press Enter.',
        })}
        action={<Collections />}
      />
    </Page>
  );
}

export function SearchResultsPage() {
  const [params] = useSearchParams();
  const text = searchText(readFilters(params).text);
  const { i18n } = useI18n();
  if (!text) return <NothingSearched />;
  return (
    <ProductListing
      title={searchTitle(text, i18n)}
      base={SEARCH_BASE}
      filters={['category', 'price']}
      listLabel={i18n._({ id: 'search.results', message: 'Search results' })}
      noPagesWhenEmpty
      ownOrder="relevance"
      empty={
        <EmptyState
          title={i18n._({ id: 'search.noMatch', message: 'No products match "{text}"', values: { text } })}
          message={i18n._({
            id: 'search.noMatch.message',
            message: 'Check the spelling, try another word, or look through the collections.',
          })}
          action={<Collections />}
        />
      }
    />
  );
}
