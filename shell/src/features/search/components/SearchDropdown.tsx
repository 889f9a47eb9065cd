import { Link } from 'react-router-dom';
import type { Product } from '@pashmina/contracts';
import { SEARCH_DROPDOWN_ROWS } from '@pashmina/contracts';
import { Price, productNameIn, productPath, useI18n } from '@pashmina/shared-ui';
import styles from './SearchDropdown.module.css';

/** Exactly this text, lower case. */
export const NO_PRODUCTS_FOUND = 'no products found';

export interface SearchDropdownProps {
  listId: string;
  open: boolean;
  results: readonly Product[];
  isError: boolean;
  /** The first response for this text is still on its way. */
  searching: boolean;
  active: number;
  onChoose: () => void;
  onHover: (index: number) => void;
}

/**
 * The search's listbox of matching products, with its status line (searching, none, unavailable). Each row is the
 * product's picture, name and price; an option is named by the name alone and described by its price.
 */
export function SearchDropdown({
  listId,
  open,
  results,
  isError,
  searching,
  active,
  onChoose,
  onHover,
}: SearchDropdownProps) {
  const scrolls = results.length > SEARCH_DROPDOWN_ROWS;
  const { i18n, language } = useI18n();
  return (
    <div className={styles.dropdown} hidden={!open}>
      {!open ? null : isError ? (
        <p className={styles.message} role="status">
          {i18n._({ id: 'search.unavailable', message: 'Search is not available right now.' })}
        </p>
      ) : searching ? (
        <p className={styles.message} role="status">
          {i18n._({ id: 'search.searching', message: 'Searching...' })}
        </p>
      ) : results.length === 0 ? (
        <p className={styles.message} role="status">
          {i18n._({ id: 'search.none', message: 'no products found' })}
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={i18n._({ id: 'search.matches', message: 'Matching products' })}
        className={scrolls ? `${styles.list} ${styles.scroll}` : styles.list}
        data-scrolls={scrolls || undefined}
        hidden={results.length === 0}
      >
        {results.map((product, i) => (
          <Link
            key={product._id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            aria-labelledby={`${listId}-${i}-name`}
            aria-describedby={`${listId}-${i}-price`}
            tabIndex={-1}
            className={i === active ? `${styles.option} ${styles.active}` : styles.option}
            to={productPath(product._id)}
            onClick={onChoose}
            onMouseEnter={() => onHover(i)}
          >
            <img
              className={styles.thumb}
              src={product.productThumb}
              alt=""
              width={40}
              height={50}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.text}>
              <span id={`${listId}-${i}-name`} className={styles.name}>
                {productNameIn(product, language)}
              </span>
              <span id={`${listId}-${i}-price`} className={styles.price}>
                <Price
                  as="span"
                  size="sm"
                  price={product.price}
                  discount={product.discount}
                  sale={product.salePrice}
                />
              </span>
            </span>
          </Link>
        ))}
      </div>
    </div>
  );
}
