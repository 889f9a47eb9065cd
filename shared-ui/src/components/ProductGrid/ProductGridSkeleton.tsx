import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton';
import { gridClassName } from './gridClassName';
import styles from './ProductGrid.module.css';

export interface ProductGridSkeletonProps {
  /** How many cards to hold room for: the page size, so the grid is as tall as the response will be. */
  count: number;
  /** As the ProductGrid that will replace it. Default 3. */
  maxColumns?: 3 | 4;
  /** Announced once while loading. Default 'Loading...'. */
  label?: string;
  className?: string;
}

/** The grid of a ProductGrid still loading: card-shaped placeholders in the same columns and gaps. */
export function ProductGridSkeleton({
  count,
  maxColumns = 3,
  label = 'Loading...',
  className,
}: ProductGridSkeletonProps) {
  return (
    <div role="status" className={[styles.container, className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{label}</span>
      <ul className={gridClassName(maxColumns)} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.item}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
