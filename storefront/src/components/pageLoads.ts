// The landing pages' code being fetched right now, as a store React can subscribe to (useSyncExternalStore). A
// move from one landing page to another is a transition: the page on screen stays up until the next one's code
// has arrived, so without this the shopper would see nothing happen after a tap on a slow line.

let pending = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  pending += by;
  // React calls a lazy page's loader while it renders: listeners hear of it afterwards, never during a render.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** Counts `load` as a page load until it settles; returns it unchanged. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  changed(+1);
  const settled = () => changed(-1);
  load.then(settled, settled);
  return load;
}

export function subscribeToPageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isPageLoading(): boolean {
  return pending > 0;
}
