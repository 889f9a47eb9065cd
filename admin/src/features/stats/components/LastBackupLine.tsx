import type { LastBackup } from '@pashmina/contracts';
import { formatDateTime } from '@pashmina/shared-ui/panels';
import styles from './StatsPage.module.css';

/** 'Last backup: 5 Nov 2026, 14:30', or the failure of the last attempt (docs/operations.md, Backups). */
export function LastBackupLine({ backup }: { backup: LastBackup | undefined }) {
  // Not known (still loading, or the API could not say): no line rather than a wrong one.
  if (!backup) return null;
  const { lastBackup, lastFailure } = backup;
  if (lastFailure)
    return (
      <p className={`${styles.backup} ${styles.backupFailed}`} role="alert">
        Last backup failed at {formatDateTime(lastFailure.at)}: {lastFailure.error}
        {lastBackup && ` (the last good one: ${formatDateTime(lastBackup.at)})`}
      </p>
    );
  return (
    <p className={styles.backup}>Last backup: {lastBackup ? formatDateTime(lastBackup.at) : 'none yet'}</p>
  );
}
