// A landing page's first screen comes rendered from the shell's server (shell/server/pages/first-screen-composer.ts) in
// <div id="first-screen">, for looking at only, while React renders the same page out of sight in #root (CSS hides
// #root while the first screen is there). The page removes the first screen once it shows the same content, in a
// layout effect: the swap happens before the browser paints, so the shopper sees no change.
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

const FIRST_SCREEN_ID = 'first-screen';

/** Whether the server's first screen is still on show. */
export function hasFirstScreen(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_ID) !== null;
}

/** Shows what React rendered, in place of the server's first screen (nothing if there is none). */
export function endFirstScreen(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_SCREEN_ID)?.remove();
}

/** Hands over from the server's first screen once `shown` (the page has its data, or has failed to get it). */
export function useFirstScreenHandover(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) endFirstScreen();
  }, [shown]);
}

/**
 * What a page shows below its first screen: left out of the server's first screen (less HTML to send and lay out
 * before the first paint). Taking over from a first screen, React adds it just after, in a transition of its own,
 * so the takeover is not one long task on a phone; otherwise it renders at once.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !hasFirstScreen());
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return typeof document === 'undefined' || !shown ? null : children;
}
