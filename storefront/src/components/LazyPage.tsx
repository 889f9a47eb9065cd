import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { type CatalogPart, Spinner, withCatalogPart } from '@pashmina/shared-ui';
import { PageLoadingBar } from './PageLoadingBar';
import { trackPageLoad } from './pageLoads';
import styles from './LazyPage.module.css';

/**
 * A page whose code loads when it is first visited: the pages no shopper lands on first from a search or an ad
 * (cart, checkout, about, contact, policies). On a Nepali page its part of the catalog (`part`, its feature's) comes
 * with it, so it renders in Nepali at once.
 */
export function lazyPage<Props extends object>(
  part: CatalogPart | readonly CatalogPart[],
  load: () => Promise<ComponentType<Props>>,
) {
  const Lazy = lazy(async () => ({ default: await withCatalogPart(part, load) }));
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<Spinner />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A page shoppers land on (home, the lists, a product), in a chunk of its own (landing/pages.ts): the shop's server
 * preloads the chunk of the page being opened from the page's HTML, and on a Nepali page its part of the catalog
 * (`part`), so they cost no extra round trip, and a shopper landing on home does not download the product page's
 * code. It has no boundary of its own: it suspends to LandingPages', around the routes, and its load shows
 * PageLoadingBar.
 */
export function landingPage<Props extends object>(
  part: CatalogPart,
  load: () => Promise<ComponentType<Props>>,
) {
  return lazy(async () => ({ default: await trackPageLoad(withCatalogPart(part, load)) }));
}

/**
 * The one boundary of the landing pages. Until the first one's code has run, its place keeps the height of the
 * screen, so the footer does not jump up and back. Moving from one to another (home to a product) happens in a
 * transition (React Router's), so this boundary, already showing a page, keeps it up until the next page's code
 * has arrived instead of blanking it; the loading bar, outside the boundary, shows that the tap was taken.
 */
export function LandingPages({ children }: { children: ReactNode }) {
  return (
    <>
      <PageLoadingBar />
      <Suspense fallback={<div className={styles.reserve} aria-busy="true" />}>{children}</Suspense>
    </>
  );
}
