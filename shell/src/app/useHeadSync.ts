import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// Loaded once the first page is up: the shop's server wrote that page's head, so a shopper's first download does not
// carry what only a move needs.
const seo = () => import(/* webpackChunkName: "head-sync" */ '@pashmina/shared-ui/seo');

/**
 * On every move, the new page's description, canonical link (on this origin: the shop is served at its PUBLIC_URL)
 * and robots tag, as the shop's server writes them. The title is each page's own (useDocumentTitle), and so is a
 * product's description (its page sets it once the product is known).
 */
export function useHeadSync(): void {
  const { pathname, search } = useLocation();
  const landing = useRef(`${pathname}${search}`);
  useEffect(() => {
    const address = `${pathname}${search}`;
    if (address === landing.current) return;
    let current = true;
    void seo().then((head) => {
      if (!current) return;
      const found = head.resolveShopPath(pathname);
      // An address in another casing is the page of the spec's casing (links inside the app may use either).
      const answer = found.kind === 'moved' ? head.resolveShopPath(found.path) : found;
      const basics =
        answer.kind === 'page'
          ? head.pageBasics(window.location.origin, answer.route, answer.path, new URLSearchParams(search))
          : head.notFoundBasics();
      head.setCanonical(basics.canonical);
      head.setNoindex(basics.noindex);
      if (answer.kind !== 'page' || answer.route !== 'singleProduct') head.setDescription(basics.description);
      // The landing page's link preview and structured data describe that page alone.
      head.removeLandingPreview();
      landing.current = '';
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);
}
