import { useEffect } from 'react';

/**
 * Puts `className` on <body> while the calling page is mounted. The page's print rules hang on it, so they
 * hide the shell's and the sidebar's chrome only when this page prints, never another one.
 */
export function useBodyClass(className: string | undefined): void {
  useEffect(() => {
    if (!className) return;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className]);
}
