import { useEffect, useRef } from 'react';

/**
 * Calls `commit(value)` once `value` has stopped changing for `delay` ms, unless it already equals
 * `committed`. Typing in a filter box therefore costs one request per pause, not one per key.
 */
export function useDebouncedCommit<T>(value: T, committed: T, commit: (value: T) => void, delay: number) {
  // The latest commit function, so a new closure each render does not restart the timer.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    if (Object.is(value, committed)) return;
    const timer = window.setTimeout(() => commitRef.current(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, committed, delay]);
}
