import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@pashmina/shared-ui';
import styles from './LazyPage.module.css';

function lazyWith<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A page whose code loads when it is first visited: the pages no shopper lands on first from a search or an ad
 * (cart, checkout, about, contact, policies).
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyWith(load, <Spinner />);
}

/**
 * A page shoppers land on (home, the lists, a product), in a chunk of its own named `page-<name>` (webpackChunkName):
 * the shell's server preloads the chunk of the page being opened from the page's HTML (tools/scripts/lib/
 * page-data-hints.mjs, pageChunkOf), so it costs no extra round trip, and a shopper landing on home does not
 * download the product page's code. Until it has run, the page's place keeps the height of the screen, so the
 * footer does not jump up and back.
 */
export function landingPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyWith(load, <div className={styles.reserve} aria-busy="true" />);
}
