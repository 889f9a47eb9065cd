import { LinkButton } from '@pashmina/shared-ui';
import styles from './AuthPlaceholder.module.css';

/** Login and Register until the real forms arrive (a later issue). */
export function AuthPlaceholder({ title }: { title: string }) {
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      <p className={styles.text}>
        Customer accounts arrive soon. Meanwhile you can browse the collections and fill your cart.
      </p>
      <LinkButton to="/" variant="secondary">
        Continue shopping
      </LinkButton>
    </section>
  );
}
