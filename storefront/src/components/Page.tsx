import type { ReactNode } from 'react';
import styles from './Page.module.css';

export interface PageProps {
  children: ReactNode;
  /** Full-bleed (no max width or side padding), e.g. the home hero. */
  bleed?: boolean;
  className?: string;
}

/** The content column of a storefront page (the shell supplies <main>, header and footer). */
export function Page({ children, bleed = false, className }: PageProps) {
  return (
    <div className={[bleed ? styles.bleed : styles.page, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}

/** A horizontally centred block inside a full-bleed page. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.container, className].filter(Boolean).join(' ')}>{children}</div>;
}
