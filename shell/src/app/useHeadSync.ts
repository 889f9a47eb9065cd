import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { withCatalogPart } from '@pashmina/shared-ui';

// Not in the first download: the shop's server wrote the landing page's head, and only a move needs this. It is
// fetched at the shopper's first tap, click or key, which comes before nearly every move, so that the move usually
// finds it there; a shopper who only looks never downloads it.
// Its texts are the Nepali catalog's `seo` part on a Nepali page.
const seo = () =>
  withCatalogPart('seo', () => import(/* webpackChunkName: "head-sync" */ '@pashmina/shared-ui/seo'));
type Seo = Awaited<ReturnType<typeof seo>>;

/**
 * On every move, the new page's head as the shop's server writes it from the address alone, applied in one step
 * (shared-ui's applyHead): its title, description, canonical link (on this origin: the shop is served at its
 * PUBLIC_URL) and robots tag change together, and the landing page's link preview and structured data go. A page
 * then refines its own title (useDocumentTitle: a product's name once it has come), and a product its description.
 */
export function useHeadSync(): void {
  const { pathname, search } = useLocation();
  const landing = useRef(`${pathname}${search}`);
  const loaded = useRef<Seo | null>(null);

  useEffect(() => {
    const intents = ['pointerdown', 'keydown'] as const;
    const stop = () => intents.forEach((type) => window.removeEventListener(type, load, true));
    // Once the tap's own work has painted, not within it.
    const fetchHead = () => void seo().then((module) => (loaded.current = module));
    function load() {
      stop();
      if (window.requestIdleCallback) window.requestIdleCallback(fetchHead);
      else window.setTimeout(fetchHead, 0);
    }
    intents.forEach((type) => window.addEventListener(type, load, { capture: true, passive: true }));
    return stop;
  }, []);

  // Before the pages' own effects (their titles), and before the browser paints the new page.
  useLayoutEffect(() => {
    const address = `${pathname}${search}`;
    if (address === landing.current) return;
    landing.current = '';
    const apply = (head: Seo, title: string | null) => {
      const found = head.resolveShopPath(pathname);
      // An address in another casing is the page of the spec's casing (links inside the app may use either).
      const answer = found.kind === 'moved' ? head.resolveShopPath(found.path) : found;
      const basics =
        answer.kind === 'page'
          ? head.pageBasics(window.location.origin, answer.route, answer.path, new URLSearchParams(search))
          : head.notFoundBasics();
      const product = answer.kind === 'page' && answer.route === 'singleProduct';
      const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
      head.applyHead(document, {
        ...basics,
        title: title ?? basics.title,
        // A product's page sets its own description once the product has come; until then the frame's stays.
        description: product && description !== undefined ? description : basics.description,
        preview: null,
        structuredData: [],
      });
    };
    if (loaded.current) {
      apply(loaded.current, null);
      return;
    }
    // A move before the module has come (the back button, or a tap on a slow line): the page's own title, if it has
    // set one meanwhile, stays; otherwise the new page's from its address.
    const titleBefore = document.title;
    let current = true;
    void seo().then((head) => {
      loaded.current = head;
      if (current) apply(head, document.title === titleBefore ? null : document.title);
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);
}
