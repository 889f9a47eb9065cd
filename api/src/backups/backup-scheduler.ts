import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Poller } from '../common/poller';
import { APP_CONFIG, type AppConfig } from '../config';
import { watchLastBackup } from '../metrics';
import { BackupService } from './backup.service';

/** How often an instance asks whether a backup is due: at most this, at least the interval itself. */
const CHECK_EVERY_MS = 10 * 60_000;
/** The first check, once the start-up is over. */
const FIRST_CHECK_MS = 60_000;

/**
 * Every BACKUP_INTERVAL_HOURS (24 in production by default, off in development) a backup is due; every instance
 * checks now and then, and the one that gets the lock takes it (BackupService.takeIfDue).
 */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly checks = new Poller(
    // takeIfDue logs a failure and keeps it for the dashboard.
    () => this.backups.takeIfDue(),
    () => Math.min(CHECK_EVERY_MS, this.config.backupIntervalHours! * 3_600_000),
    true,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly backups: BackupService,
  ) {}

  onApplicationBootstrap(): void {
    watchLastBackup(() => this.backups.lastAt());
    if (this.config.backupIntervalHours !== null) this.checks.start(FIRST_CHECK_MS);
  }

  /** Waits for a backup under way, so the database is not closed under it. */
  beforeApplicationShutdown(): Promise<void> {
    return this.checks.stop();
  }
}
