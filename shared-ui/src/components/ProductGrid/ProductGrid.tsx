import type { ReactNode } from 'react';
import { ProductCard, type ProductCardProduct } from '../ProductCard/ProductCard';
import { gridClassName } from './gridClassName';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: ProductCardProduct[];
  /** Most columns on wide containers: 3 (lists beside a filter) or 4. Default 3. */
  maxColumns?: 3 | 4;
  /**
   * How many of the first cards load their image eagerly and with high priority. Default 0. Give 1 to
   * the list that holds the page's largest picture: high priority for several images splits the
   * bandwidth the first one needs.
   */
  priorityCount?: number;
  /** Level of each card's heading. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Shown instead of the grid when there are no products (e.g. an <EmptyState>). */
  empty?: ReactNode;
  /** Accessible name of the list. */
  'aria-label'?: string;
  className?: string;
}

/**
 * A responsive list of product cards. Columns follow the grid's own width (container queries):
 * 1 on phones, 2 from about 540 px, 3 from about 840 px, 4 from about 1120 px when allowed.
 */
export function ProductGrid({
  products,
  maxColumns = 3,
  priorityCount = 0,
  headingLevel = 3,
  empty = null,
  className,
  'aria-label': ariaLabel,
}: ProductGridProps) {
  if (products.length === 0) return <>{empty}</>;
  return (
    <div className={[styles.container, className].filter(Boolean).join(' ')}>
      <ul className={gridClassName(maxColumns)} aria-label={ariaLabel}>
        {products.map((product, i) => (
          <li key={product._id} className={styles.item}>
            <ProductCard product={product} priority={i < priorityCount} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </div>
  );
}
