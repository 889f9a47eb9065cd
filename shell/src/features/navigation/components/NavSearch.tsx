import { ProductSearch } from '../../search/components/ProductSearch';

/** The navbar's product search slot (SPEC "Navigation bar"); the search itself lives in features/search. */
export function NavSearch() {
  return <ProductSearch />;
}
