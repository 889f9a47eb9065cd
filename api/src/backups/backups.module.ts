import { Module } from '@nestjs/common';
import { BackupScheduler } from './backup-scheduler';
import { BackupService } from './backup.service';
import { BackupsController } from './backups.controller';

/** Backups of the database and the pictures: taken on request and on schedule (restores: restore.ts, the CLI). */
@Module({
  controllers: [BackupsController],
  providers: [BackupService, BackupScheduler],
  exports: [BackupService],
})
export class BackupsModule {}
