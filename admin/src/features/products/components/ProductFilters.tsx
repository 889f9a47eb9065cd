import { useEffect, useState, type FormEvent } from 'react';
import { SEARCH_TEXT_MAX, type GeneralCategory } from '@pashmina/contracts';
import { CheckboxField, FormField, SelectField } from '@pashmina/shared-ui';
import { SHOW_OUT_OF_STOCK_LABEL } from '../texts';
import { GENERAL_CATEGORY_OPTIONS } from './productFormValues';
import styles from './ManageProductsPage.module.css';

/** Typing pauses this long before the list is asked again; Enter asks at once. */
const SEARCH_PAUSE_MS = 300;
const ALL = 'all';
const CATEGORY_OPTIONS = [{ value: ALL, label: 'All' }, ...GENERAL_CATEGORY_OPTIONS];

export interface ProductFiltersProps {
  text: string;
  category: GeneralCategory | undefined;
  outOfStock: boolean;
  /** Stable between renders (it is a dependency of the pause). */
  onSearch: (text: string) => void;
  onCategory: (category: GeneralCategory | undefined) => void;
  onOutOfStock: (outOfStock: boolean) => void;
}

/** Search by name as you type, the category filter, and 'Show products with 0 stock'. */
export function ProductFilters({
  text,
  category,
  outOfStock,
  onSearch,
  onCategory,
  onOutOfStock,
}: ProductFiltersProps) {
  const [draft, setDraft] = useState(text);
  const [urlText, setUrlText] = useState(text);
  /** Enter was pressed: the search goes without the pause. */
  const [now, setNow] = useState(false);
  // The URL may change under the box (Back, a link): the box follows it.
  if (text !== urlText) {
    setUrlText(text);
    setDraft(text);
  }

  useEffect(() => {
    if (draft === text) return undefined;
    const timer = setTimeout(() => onSearch(draft), now ? 0 : SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, text, now, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNow(true);
  };

  return (
    <div className={styles.filters}>
      <form role="search" aria-label="Products" className={styles.search} onSubmit={submit}>
        <FormField
          id="products-search"
          label="Search by product name"
          type="search"
          maxLength={SEARCH_TEXT_MAX}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setNow(false);
          }}
        />
      </form>
      <SelectField
        id="products-category"
        label="Category"
        options={CATEGORY_OPTIONS}
        value={category ?? ALL}
        onChange={(event) =>
          onCategory(event.target.value === ALL ? undefined : (event.target.value as GeneralCategory))
        }
      />
      <CheckboxField
        id="products-out-of-stock"
        label={SHOW_OUT_OF_STOCK_LABEL}
        checked={outOfStock}
        onChange={(event) => onOutOfStock(event.target.checked)}
      />
    </div>
  );
}
