import { LinkButton } from '@pashmina/shared-ui';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>The page you are looking for has moved or never existed.</p>
      <LinkButton to="/">Back to home</LinkButton>
    </section>
  );
}
