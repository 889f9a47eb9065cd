import { useEffect, useState, type FormEvent } from 'react';
import { SEARCH_TEXT_MAX, type GeneralCategory } from '@pashmina/contracts';
import { CheckboxField, FormField, SelectField } from '@pashmina/shared-ui/forms';
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

/**
 * A control's own copy of a value the URL holds. The URL changes in a React transition, so a controlled checkbox or
 * select bound to it straight would spring back to the old value until the transition commits (on a slow phone, a
 * visible moment); the copy takes the admin's choice at once and follows the URL when it changes under it (Back).
 */
function useUrlValue<T>(fromUrl: T): [T, (value: T) => void] {
  const [value, setValue] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    setValue(fromUrl);
  }
  return [value, setValue];
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
  // The URL may change under the controls (Back, a link): they follow it.
  const [draft, setDraft] = useUrlValue(text);
  const [chosenCategory, setChosenCategory] = useUrlValue(category);
  const [showOutOfStock, setShowOutOfStock] = useUrlValue(outOfStock);
  /** Enter was pressed: the search goes without the pause. */
  const [now, setNow] = useState(false);

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
        value={chosenCategory ?? ALL}
        onChange={(event) => {
          const next = event.target.value === ALL ? undefined : (event.target.value as GeneralCategory);
          setChosenCategory(next);
          onCategory(next);
        }}
      />
      <CheckboxField
        id="products-out-of-stock"
        label={SHOW_OUT_OF_STOCK_LABEL}
        checked={showOutOfStock}
        onChange={(event) => {
          setShowOutOfStock(event.target.checked);
          onOutOfStock(event.target.checked);
        }}
      />
    </div>
  );
}
