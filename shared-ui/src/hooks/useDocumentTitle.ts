import { useEffect } from 'react';
import { SHOP_INFO } from '../state/shop';

/**
 * Sets the tab title: 'Royal Maroon Shawl | Pashmina Shop', or the shop's name alone, or (`whole`) the title as given. Leaving the page
 * puts the previous title back, so a page that sets none (the shell's login) never shows another's.
 */
export function useDocumentTitle(title?: string | null, { whole = false }: { whole?: boolean } = {}) {
  useEffect(() => {
    const previous = document.title;
    document.title = whole && title ? title : title ? `${title} | ${SHOP_INFO.name}` : SHOP_INFO.name;
    return () => {
      document.title = previous;
    };
  }, [title, whole]);
}
