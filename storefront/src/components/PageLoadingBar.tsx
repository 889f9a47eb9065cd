import { useSyncExternalStore } from 'react';
import { isPageLoading, subscribeToPageLoads } from './pageLoads';
import styles from './PageLoadingBar.module.css';

/**
 * A thin bar across the top of the screen while a landing page's code is on its way. It appears only after a
 * moment (in the CSS), so a quick move shows nothing; the page it leads to announces itself when it arrives.
 */
export function PageLoadingBar() {
  const loading = useSyncExternalStore(subscribeToPageLoads, isPageLoading, () => false);
  return loading ? <div className={styles.bar} data-testid="page-loading" aria-hidden="true" /> : null;
}
