import { useId, useState } from 'react';
import { GENERAL_CATEGORIES, SEARCH_TEXT_MAX } from '@pashmina/contracts';
import { categoryName, formatAmount, swatchOf, useI18n } from '@pashmina/shared-ui';
import { useDebouncedCommit } from '../../../hooks/useDebouncedEffect';
import type { CategoryChoice, ListingFilters } from '@pashmina/shared-ui';
import styles from './ProductListing.module.css';

export type FilterKind = 'text' | 'category' | 'price' | 'colour';

/** Pause after the last key (or slider step) before the list is asked for again. */
export const FILTER_DEBOUNCE_MS = 300;

/** Slider step in rupees; the slider's top is the highest price rounded up to it. */
const PRICE_STEP = 50;

const CATEGORY_CHOICES: readonly CategoryChoice[] = ['all', ...GENERAL_CATEGORIES];

export interface FilterPanelProps {
  show: readonly FilterKind[];
  filters: ListingFilters;
  /** Highest sale price of the list, ignoring the price filter (X-Max-Price). */
  maxPrice: number;
  /** The colours the list's products come in (the colour filter's choices), lower-cased as the API takes them. */
  colours?: readonly string[];
  onChange: (patch: Partial<ListingFilters>) => void;
}

/** 'dark grey' → 'Dark grey': the API keeps a colour lower-cased, a shopper reads it as a name. */
export const colourName = (colour: string) => colour.charAt(0).toUpperCase() + colour.slice(1);

/**
 * Name, category, maximum price and colour. The text box and the slider keep a draft of their own and
 * commit it after a short pause; the category applies at once. A draft follows the URL when the
 * URL changes under it (Back, a shared link).
 */
export function FilterPanel({ show, filters, maxPrice, colours = [], onChange }: FilterPanelProps) {
  const id = useId();
  const { i18n, language } = useI18n();
  const money = (rupees: number) => formatAmount(rupees, language);
  const categoryLabel = (c: CategoryChoice) =>
    c === 'all' ? i18n._({ id: 'orders.filter.all', message: 'All' }) : categoryName(i18n, c);
  const sliderMax = Math.max(0, Math.ceil(maxPrice / PRICE_STEP) * PRICE_STEP);

  const [text, setText] = useState(filters.text);
  const [seenText, setSeenText] = useState(filters.text);
  if (filters.text !== seenText) {
    setSeenText(filters.text);
    setText(filters.text);
  }
  useDebouncedCommit(text, filters.text, (value) => onChange({ text: value }), FILTER_DEBOUNCE_MS);

  // null = no limit (the slider at its top).
  const [price, setPrice] = useState(filters.price);
  const [seenPrice, setSeenPrice] = useState(filters.price);
  if (filters.price !== seenPrice) {
    setSeenPrice(filters.price);
    setPrice(filters.price);
  }
  useDebouncedCommit(price, filters.price, (value) => onChange({ price: value }), FILTER_DEBOUNCE_MS);
  const sliderValue = price === null ? sliderMax : Math.min(price, sliderMax);
  // A colour from the address that no product has any more stays choosable, so that it can be undone.
  const colourChoices = [
    '',
    ...colours,
    ...(filters.colour && !colours.includes(filters.colour) ? [filters.colour] : []),
  ];

  return (
    <form
      className={styles.filterForm}
      aria-label={i18n._({ id: 'filters.form', message: 'Filter products' })}
      onSubmit={(e) => e.preventDefault()}
    >
      {show.includes('text') && (
        <div className={styles.field}>
          <label htmlFor={`${id}-text`} className={styles.fieldLabel}>
            {i18n._({ id: 'filters.name', message: 'Search by name' })}
          </label>
          <input
            id={`${id}-text`}
            type="search"
            className={styles.textInput}
            value={text}
            maxLength={SEARCH_TEXT_MAX}
            placeholder={i18n._({ id: 'filters.name.example', message: 'e.g. maroon shawl' })}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      )}

      {show.includes('category') && (
        <fieldset className={styles.field}>
          <legend className={styles.fieldLabel}>
            {i18n._({ id: 'product.category', message: 'Category' })}
          </legend>
          <div className={styles.radios}>
            {CATEGORY_CHOICES.map((choice) => (
              <label key={choice} className={styles.radio}>
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={choice}
                  checked={filters.category === choice}
                  onChange={() => onChange({ category: choice })}
                />
                <span>{categoryLabel(choice)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {show.includes('colour') && colourChoices.length > 1 && (
        <fieldset className={styles.field}>
          <legend className={styles.fieldLabel}>{i18n._({ id: 'filters.colour', message: 'Colour' })}</legend>
          <div className={styles.radios}>
            {colourChoices.map((colour) => {
              const swatch = colour ? swatchOf(colour) : null;
              return (
                <label key={colour || 'all'} className={styles.radio}>
                  <input
                    type="radio"
                    name={`${id}-colour`}
                    value={colour}
                    checked={filters.colour === colour}
                    onChange={() => onChange({ colour })}
                  />
                  {colour && (
                    <span
                      className={swatch ? styles.swatch : `${styles.swatch} ${styles.unknownSwatch}`}
                      style={swatch ? { background: swatch } : undefined}
                      aria-hidden="true"
                    />
                  )}
                  <span>
                    {colour ? colourName(colour) : i18n._({ id: 'orders.filter.all', message: 'All' })}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {show.includes('price') && (
        <div className={styles.field}>
          <label htmlFor={`${id}-price`} className={styles.fieldLabel}>
            {i18n._({ id: 'filters.price', message: 'Maximum price' })}
          </label>
          <input
            id={`${id}-price`}
            type="range"
            className={styles.range}
            min={0}
            max={sliderMax}
            step={PRICE_STEP}
            value={sliderValue}
            disabled={sliderMax === 0}
            aria-valuetext={money(sliderValue)}
            onChange={(e) => {
              const value = Number(e.target.value);
              // The top of the slider means "any price", so the URL stays clean and a later,
              // dearer product is not hidden by a stale limit.
              setPrice(value >= sliderMax ? null : value);
            }}
          />
          <div className={styles.rangeScale} aria-hidden="true">
            <span>{money(0)}</span>
            <span>{money(sliderMax)}</span>
          </div>
          <output htmlFor={`${id}-price`} className={styles.rangeValue}>
            {i18n._({
              id: 'filters.price.upTo',
              message: 'Up to {amount}',
              values: { amount: money(sliderValue) },
            })}
          </output>
        </div>
      )}
    </form>
  );
}
