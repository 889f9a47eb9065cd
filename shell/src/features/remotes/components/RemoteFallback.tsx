import { Button, LinkButton, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import styles from './RemoteFallback.module.css';

/** Shown in place of an area whose remote is offline or failed; the rest of the shop keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title" className={styles.title}>
        This part of the shop is taking a break. Please try again in a moment.
      </h1>
      <div className={styles.actions}>
        <Button onClick={onRetry}>Retry</Button>
        <LinkButton to={STOREFRONT_ROUTES.home} variant="secondary">
          Back to home
        </LinkButton>
      </div>
    </section>
  );
}
