import { Link } from 'react-router-dom';
import {
  formatCount,
  selectCartCount,
  STOREFRONT_ROUTES,
  useAppSelector,
  useI18n,
} from '@pashmina/shared-ui';
import { CartIcon } from '../../../components/Icons';
import styles from './Navbar.module.css';

/** Cart icon with a badge of the number of distinct lines (hidden when empty). */
export function CartLink() {
  const count = useAppSelector(selectCartCount);
  const { i18n, language } = useI18n();
  const label =
    count === 0
      ? i18n._({ id: 'nav.cart.empty', message: 'Cart, empty' })
      : i18n._({
          id: 'nav.cart.items',
          message: '{count, plural, one {Cart, {n} item} other {Cart, {n} items}}',
          values: { count, n: formatCount(count, language) },
        });
  return (
    <Link to={STOREFRONT_ROUTES.cart} className={styles.cart} aria-label={label}>
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {count > 99 ? `${formatCount(99, language)}+` : formatCount(count, language)}
        </span>
      )}
    </Link>
  );
}
