import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { STOREFRONT_ROUTES, useI18n } from '@pashmina/shared-ui';
import { useScrolledPast } from '../hooks';
import { AccountLinks } from './AccountLinks';
import { CartLink } from './CartLink';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuIcon } from '../../../components/Icons';
import styles from './Navbar.module.css';

/** The bar becomes sticky after scrolling more than this. */
export const STICKY_AFTER_PX = 400;

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

export interface NavbarProps {
  /** The product search, supplied by the app (it is a feature of its own). */
  search?: ReactNode;
}

export function Navbar({ search }: NavbarProps) {
  const stuck = useScrolledPast(STICKY_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const { i18n } = useI18n();
  const womens = i18n._({ id: 'nav.womens', message: 'Womens' });
  const mens = i18n._({ id: 'nav.mens', message: 'Mens' });

  // Close the phone menu on navigation and with Escape.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <div className={styles.slot}>
      <header
        className={stuck ? `${styles.bar} ${styles.stuck}` : styles.bar}
        data-sticky={stuck || undefined}
      >
        <nav className={styles.inner} aria-label={i18n._({ id: 'nav.main', message: 'Main' })}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={
              menuOpen
                ? i18n._({ id: 'nav.menu.close', message: 'Close menu' })
                : i18n._({ id: 'nav.menu.open', message: 'Open menu' })
            }
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </button>

          <Link to={STOREFRONT_ROUTES.home} className={styles.logo}>
            Pashmina
          </Link>

          <ul className={styles.links}>
            <li>
              <NavLink to={STOREFRONT_ROUTES.womenProducts} className={navClass}>
                {womens}
              </NavLink>
            </li>
            <li>
              <NavLink to={STOREFRONT_ROUTES.menProducts} className={navClass}>
                {mens}
              </NavLink>
            </li>
          </ul>

          {search && <div className={styles.search}>{search}</div>}

          <div className={styles.actions}>
            <span className={styles.desktopOnly}>
              <LanguageSwitch />
            </span>
            <CartLink />
            <span className={styles.desktopOnly}>
              <AccountLinks />
            </span>
          </div>
        </nav>

        <div id={menuId} className={styles.mobileMenu} hidden={!menuOpen}>
          <ul className={styles.mobileLinks}>
            <li>
              <NavLink to={STOREFRONT_ROUTES.womenProducts} className={navClass} onClick={close}>
                {womens}
              </NavLink>
            </li>
            <li>
              <NavLink to={STOREFRONT_ROUTES.menProducts} className={navClass} onClick={close}>
                {mens}
              </NavLink>
            </li>
            <li>
              <NavLink to={STOREFRONT_ROUTES.aboutUs} className={navClass} onClick={close}>
                {i18n._({ id: 'nav.aboutUs', message: 'About us' })}
              </NavLink>
            </li>
            <li>
              <NavLink to={STOREFRONT_ROUTES.returnAndExchange} className={navClass} onClick={close}>
                {i18n._({ id: 'nav.returnAndExchange', message: 'Return and Exchange' })}
              </NavLink>
            </li>
            <li>
              <NavLink to={STOREFRONT_ROUTES.contactUs} className={navClass} onClick={close}>
                {i18n._({ id: 'nav.contactUs', message: 'Contact us' })}
              </NavLink>
            </li>
            <li>
              <AccountLinks onNavigate={close} withRegister={false} />
            </li>
            <li>
              <LanguageSwitch onNavigate={close} />
            </li>
          </ul>
        </div>
      </header>
    </div>
  );
}
