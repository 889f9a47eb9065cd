import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productWithVariant, type LowStockProduct } from '@pashmina/contracts';
import { EmptyState, SHELL_ROUTES } from '@pashmina/shared-ui';
import { StockStatus } from '@pashmina/shared-ui/widgets';
import styles from './StatsPage.module.css';

export const LOW_STOCK_TITLE = 'Low stock';
/** Each product's mark is its own `lowStockAt` (docs/rules.md, Stock), the owner's alert's. */
export const NO_LOW_STOCK_MESSAGE = 'Every product has more in stock than its low-stock mark.';

const updatePath = (id: string) => SHELL_ROUTES.adminUpdateProduct.replace(':id', encodeURIComponent(id));

/** Products running out (stock at or below their low-stock mark), each linking to its update screen to restock. */
export function LowStockList({ products }: { products: LowStockProduct[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {LOW_STOCK_TITLE}
      </h2>
      {products.length === 0 ? (
        <EmptyState compact message={NO_LOW_STOCK_MESSAGE} />
      ) : (
        <ul className={styles.lowStock}>
          {products.map((product) => (
            // A product with variants is listed once per variant running out, named with its label.
            <li key={product.variant ? `${product._id}:${product.variant._id}` : product._id}>
              <Link to={updatePath(product._id)}>
                {productWithVariant(product.productName, product.variant?.label)}
              </Link>
              <StockStatus stock={product.stock} className={styles.stock} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
