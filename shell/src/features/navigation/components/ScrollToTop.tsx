import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every navigation (any link click) starts at the top of the page. */
export function ScrollToTop() {
  const { pathname, key } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, key]);
  return null;
}
