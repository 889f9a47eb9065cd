import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@pashmina/shared-ui';

/**
 * A page whose code loads when it is first visited, not with the storefront's first paint. For the pages
 * no shopper lands on first from a search or an ad (cart, checkout, about, contact, policies): home, the
 * lists and the product page stay in the first chunk, since each extra round trip would delay their LCP.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<Spinner />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
