import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { notFoundHead, resolveShopPath, routeHead } from '../seo';

// The browser app keeps the description, the canonical link and the robots tag of the page in step as the shopper
// moves around (the title: useDocumentTitle, in each page). The shop's server wrote them into the first HTML for the
// page the shopper landed on, with its link preview and structured data.

function metaNamed(name: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  return meta;
}

/** Sets the page's `<meta name="description">`. */
export function setDescription(description: string): void {
  metaNamed('description').content = description;
}

function setCanonical(url: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!url) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = url;
}

function setNoindex(noindex: boolean): void {
  if (noindex) metaNamed('robots').content = 'noindex';
  else document.head.querySelector('meta[name="robots"]')?.remove();
}

/** The landing page's link preview and structured data describe that page only. */
function removeLandingPreview(): void {
  document.head
    .querySelectorAll(
      'meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"], script[type="application/ld+json"]',
    )
    .forEach((tag) => tag.remove());
}

/**
 * For the shell's frame: on every move, the new page's description, canonical link (on this origin: the shop is
 * served at its PUBLIC_URL) and robots tag, as the server would write them. A product's description is its own
 * (useProductDescription), so it is left to the product's page.
 */
export function useHeadSync(): void {
  const { pathname, search } = useLocation();
  const landing = useRef(`${pathname}${search}`);
  useEffect(() => {
    const origin = window.location.origin;
    const found = resolveShopPath(pathname);
    // An address in another casing is the page of the spec's casing (links inside the app may use either).
    const answer = found.kind === 'moved' ? resolveShopPath(found.path) : found;
    const head =
      answer.kind === 'page'
        ? routeHead(origin, answer.route, answer.path, new URLSearchParams(search))
        : notFoundHead(origin);
    setCanonical(head.canonical);
    setNoindex(head.noindex);
    if (answer.kind !== 'page' || answer.route !== 'singleProduct') setDescription(head.description);
    if (`${pathname}${search}` !== landing.current) removeLandingPreview();
  }, [pathname, search]);
}

/** A product page's description, once its product is known. */
export function useProductDescription(description: string | null): void {
  useEffect(() => {
    if (description) setDescription(description);
  }, [description]);
}
