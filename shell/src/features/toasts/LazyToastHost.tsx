import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, withCatalogPart } from '@pashmina/shared-ui';

const Host = lazy(() =>
  withCatalogPart('toasts', () => import('./components/ToastHost')).then((m) => ({ default: m.ToastHost })),
);

const anyToast = () => getToasts().length > 0;

/**
 * The toast host, downloaded when the first toast is shown (most visits never see one). Once
 * mounted it stays, so later toasts appear at once and its live region is already in place.
 */
export function LazyToastHost() {
  const shown = useSyncExternalStore(subscribeToasts, anyToast, anyToast);
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}
