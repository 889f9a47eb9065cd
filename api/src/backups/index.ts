// Backups and restores (docs/operations.md): the API's module, and the restore the CLI runs with the shop stopped.
export { ArchiveError, isSealed, type Manifest, unpackArchive, writeAtomically } from './archive';
export { BackupService } from './backup.service';
export { BackupsModule } from './backups.module';
export { restoreBackup, type RestoreOptions, type RestoreResult, RestoreRefused } from './restore';
