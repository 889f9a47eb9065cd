// Backups as the admin dashboard sees them: GET /api/v1/backups/last (admin only). The archives themselves are
// never offered over HTTP.

export interface BackupSummary {
  /** The archive's file name in BACKUP_DIR. */
  file: string;
  /** When it was taken (ISO 8601). */
  at: string;
}

export interface BackupFailure {
  at: string;
  error: string;
}

export interface LastBackup {
  /** The newest archive, or null when there is none. */
  lastBackup: BackupSummary | null;
  /** The last attempt's failure, when it failed after the newest archive was written; else null. */
  lastFailure: BackupFailure | null;
}

/** POST /api/v1/backups (admin only): the backup just written. */
export interface BackupTaken extends BackupSummary {
  /** Rows per table. */
  tables: Record<string, number>;
  pictures: number;
  bytes: number;
  encrypted: boolean;
}
