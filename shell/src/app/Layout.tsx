import { Outlet } from 'react-router-dom';
import { useI18n } from '@pashmina/shared-ui';
import { useHeadSync } from './useHeadSync';
import { Footer, Navbar, ScrollToTop } from '../features/navigation';
import { ProductSearch } from '../features/search';
import { ToastHost } from '../features/toasts';
import styles from './Layout.module.css';

/** Navbar, the routed area, footer and toasts: the frame every page shares. */
export function Layout() {
  useHeadSync();
  const { i18n } = useI18n();
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {i18n._({ id: 'nav.skip', message: 'Skip to content' })}
      </a>
      <ScrollToTop />
      <Navbar search={<ProductSearch />} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastHost />
    </div>
  );
}
