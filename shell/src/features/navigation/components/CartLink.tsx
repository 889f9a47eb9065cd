import { Link } from 'react-router-dom';
import { selectCartCount, STOREFRONT_ROUTES, useAppSelector } from '@pashmina/shared-ui';
import { CartIcon } from '../../../components/Icons';
import styles from './Navbar.module.css';

/** Cart icon with a badge of the number of distinct lines (hidden when empty). */
export function CartLink() {
  const count = useAppSelector(selectCartCount);
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link to={STOREFRONT_ROUTES.cart} className={styles.cart} aria-label={label}>
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
