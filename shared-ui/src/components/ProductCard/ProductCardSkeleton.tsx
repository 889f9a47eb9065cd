import { Skeleton } from '../Skeleton/Skeleton';
import styles from './ProductCard.module.css';

/**
 * A ProductCard still loading: the same frame, picture box (4:5) and text lines, built from the
 * card's own classes, so the real card takes its place without moving anything.
 */
export function ProductCardSkeleton({ showCategory = true }: { showCategory?: boolean }) {
  return (
    <div className={styles.card}>
      <div className={styles.media} />
      <div className={styles.body}>
        {showCategory && <Skeleton variant="line" width="45%" className={styles.category} />}
        <Skeleton variant="line" width="75%" className={styles.name} />
        <Skeleton variant="line" width="35%" className={styles.price} />
      </div>
    </div>
  );
}
