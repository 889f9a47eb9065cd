import { ConflictException, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permit } from '../common/decorators/permit.decorator';
import type { BackupTaken, LastBackup } from '../contracts';
import { BackupService } from './backup.service';

export const BACKUP_BUSY_MESSAGE =
  'Another instance is taking a backup right now. Please try again in a minute.';

/**
 * Backups for the owner: `npm run backup` calls POST with an admin's token, and the dashboard reads the last one.
 * The archive is written to BACKUP_DIR on the API's machine and never sent over HTTP.
 */
@ApiTags('backups')
@ApiBearerAuth()
@Controller('backups')
export class BackupsController {
  constructor(private readonly backups: BackupService) {}

  @Permit('settings')
  @Post()
  async take(): Promise<BackupTaken> {
    const taken = await this.backups.take();
    if (!taken) throw new ConflictException(BACKUP_BUSY_MESSAGE);
    return taken;
  }

  @Permit('settings')
  @Get('last')
  last(): Promise<LastBackup> {
    return this.backups.last();
  }
}
