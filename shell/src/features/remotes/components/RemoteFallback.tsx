import { Button, CenteredMessage, LinkButton, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import styles from './RemoteFallback.module.css';

/** Shown in place of an area whose remote is offline or failed; the rest of the shop keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <CenteredMessage
      role="alert"
      className={styles.fallback}
      title="This part of the shop is taking a break. Please try again in a moment."
      actions={
        <>
          <Button onClick={onRetry}>Retry</Button>
          <LinkButton to={STOREFRONT_ROUTES.home} variant="secondary">
            Back to home
          </LinkButton>
        </>
      }
    />
  );
}
