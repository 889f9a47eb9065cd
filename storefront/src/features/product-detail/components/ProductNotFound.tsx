import { LinkButton, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { Page } from '../../../components/Page';
import styles from './ProductNotFound.module.css';

/** An unknown product id (the API answered 404). */
export function ProductNotFound() {
  return (
    <Page>
      <div className={styles.notFound}>
        <h1>Product not found</h1>
        <p>We could not find this product.</p>
        <p className={styles.hint}>It may have been sold out and removed, or the link may be mistyped.</p>
        <LinkButton to={STOREFRONT_ROUTES.home}>Back to the shop</LinkButton>
      </div>
    </Page>
  );
}
