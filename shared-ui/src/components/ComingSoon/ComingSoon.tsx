import styles from './ComingSoon.module.css';

/** A page heading with a short 'coming soon' line, until the page's issue lands. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
