import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** What a move that is no new page carries in its state to stay where the shopper is (`?variant=` as a colour is chosen). */
interface KeepScroll {
  keepScroll?: boolean;
}

/** Every navigation (any link click) starts at the top of the page, but a page's own change of its address. */
export function ScrollToTop() {
  const { pathname, key, state } = useLocation();
  const keep = Boolean((state as KeepScroll | null)?.keepScroll);
  useEffect(() => {
    if (keep) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, key, keep]);
  return null;
}
