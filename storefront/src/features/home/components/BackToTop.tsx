import { useEffect, useState } from 'react';
import { useI18n } from '@pashmina/shared-ui';
import styles from './BackToTop.module.css';

/** Appears once the page has scrolled beyond this many px. */
export const BACK_TO_TOP_AFTER = 700;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const { i18n } = useI18n();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER);
    // Reading scrollY lays the page out: here, right after the page's commit, that cost a phone's main thread 50 ms
    // more (4× CPU slowdown). In the next frame the layout is due anyway.
    const firstRead = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstRead);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button
      type="button"
      className={styles.button}
      onClick={toTop}
      aria-label={i18n._({ id: 'backToTop', message: 'Back to top' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
