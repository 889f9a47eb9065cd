import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import {
  notFoundBasics,
  pageBasics,
  removeLandingPreview,
  resolveShopPath,
  setCanonical,
  setDescription,
  setNoindex,
} from '@pashmina/shared-ui/seo';

/**
 * On every move, the new page's description, canonical link (on this origin: the shop is served at its PUBLIC_URL)
 * and robots tag, as the shop's server writes them. The title is each page's own (useDocumentTitle), and so is a
 * product's description (its page sets it once the product is known).
 */
export function useHeadSync(): void {
  const { pathname, search } = useLocation();
  const landing = useRef(`${pathname}${search}`);
  useEffect(() => {
    const found = resolveShopPath(pathname);
    // An address in another casing is the page of the spec's casing (links inside the app may use either).
    const answer = found.kind === 'moved' ? resolveShopPath(found.path) : found;
    const basics =
      answer.kind === 'page'
        ? pageBasics(window.location.origin, answer.route, answer.path, new URLSearchParams(search))
        : notFoundBasics();
    setCanonical(basics.canonical);
    setNoindex(basics.noindex);
    if (answer.kind !== 'page' || answer.route !== 'singleProduct') setDescription(basics.description);
    if (`${pathname}${search}` !== landing.current) removeLandingPreview();
  }, [pathname, search]);
}
