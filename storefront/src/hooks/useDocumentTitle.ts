import { useEffect } from 'react';

export const SITE_NAME = 'Pashmina Shop';

/** Sets the tab title: 'Royal Maroon Shawl | Pashmina Shop', or the site name alone. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
