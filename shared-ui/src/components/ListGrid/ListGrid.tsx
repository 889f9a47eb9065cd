import type { HTMLAttributes } from 'react';
import styles from './ListGrid.module.css';

export interface ListGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Columns from 720 px up (one on phones). Default 3. */
  columns?: 2 | 3;
}

/** A bare list laid out as equal columns: cards, tiles, testimonials (product cards use ProductGrid). */
export function ListGrid({ columns = 3, className, ...rest }: ListGridProps) {
  return (
    <ul
      className={[styles.grid, columns === 2 ? styles.two : styles.three, className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    />
  );
}
