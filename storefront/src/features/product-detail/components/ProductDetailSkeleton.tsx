import { Skeleton } from '@pashmina/shared-ui';
import styles from './ProductDetail.module.css';

/**
 * The product page while its product loads: breadcrumb, picture box (4:5) and the first lines of the
 * text column, in ProductDetail's own layout, so the picture (the page's LCP) lands where its box was.
 */
export function ProductDetailSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading...</span>
      <div aria-hidden="true">
        <Skeleton variant="line" width="14rem" className={styles.crumbs} />
        <div className={styles.layout}>
          <div className={styles.media}>
            <div className={styles.image} />
          </div>
          <div className={styles.info}>
            <Skeleton variant="line" width="12rem" className={styles.categories} />
            <Skeleton variant="line" width="80%" className={styles.name} />
            <Skeleton variant="line" width="6rem" />
            <Skeleton className={styles.purchaseSkeleton} />
          </div>
        </div>
      </div>
    </div>
  );
}
