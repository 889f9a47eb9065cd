import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './Reveal.module.css';

/** How the section enters: 700 ms (in the CSS), once. */
export const REVEAL_DURATION_MS = 700;

function canAnimate() {
  return (
    typeof window !== 'undefined' &&
    'IntersectionObserver' in window &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Fades and lifts its content in the first time it scrolls into view, then leaves it alone.
 * Without IntersectionObserver, or under prefers-reduced-motion, the content is simply there.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'shown'>(() => (canAnimate() ? 'waiting' : 'shown'));

  useEffect(() => {
    const element = ref.current;
    if (state === 'shown' || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px', threshold: 0.05 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  return (
    <div ref={ref} className={[styles.reveal, className].filter(Boolean).join(' ')} data-reveal={state}>
      {children}
    </div>
  );
}
