import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n/useI18n';
import styles from './SectionHeading.module.css';

export interface SectionHeadingProps {
  title: ReactNode;
  /** Small line under the title. */
  subtitle?: ReactNode;
  /** Adds a 'View More' link to this path. */
  viewMoreTo?: string;
  /** Default 'View More'. */
  viewMoreLabel?: string;
  /** Heading level. Default 2. */
  level?: 1 | 2 | 3;
  /** Id of the heading (for aria-labelledby of the section); generated when left out. */
  id?: string;
  className?: string;
}

/** A section title with an optional 'View More' link (described by the title, for screen readers). */
export function SectionHeading({
  title,
  subtitle,
  viewMoreTo,
  viewMoreLabel,
  level = 2,
  id,
  className,
}: SectionHeadingProps) {
  const { i18n } = useI18n();
  const more = viewMoreLabel ?? i18n._({ id: 'section.viewMore', message: 'View More' });
  const generated = useId();
  const headingId = id ?? generated;
  const Heading = `h${level}` as const;
  return (
    <div className={[styles.sectionHeading, className].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {viewMoreTo && (
        <Link to={viewMoreTo} className={styles.viewMore} aria-describedby={headingId}>
          {more}
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </Link>
      )}
    </div>
  );
}
