import type { ReactNode } from 'react';
import { Button } from '@pashmina/shared-ui';
import styles from './ManageScreen.module.css';

/** The buttons under an admin form: its submit (waiting while `busy`), then the screen's other actions (Delete). */
export function FormActions({
  submitLabel,
  busy,
  children,
}: {
  submitLabel: string;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {children}
    </div>
  );
}
