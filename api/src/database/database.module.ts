import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { openDatabase } from './database.client';
import { DATABASE, DATABASE_HANDLE, type DatabaseHandle } from './database.types';

/** Closes the pool (or PGlite) when the app shuts down, so tests and Ctrl-C leave nothing open. */
@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: DATABASE_HANDLE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => openDatabase(config),
    },
    {
      provide: DATABASE,
      inject: [DATABASE_HANDLE],
      useFactory: (handle: DatabaseHandle) => handle.db,
    },
    DatabaseCloser,
  ],
  exports: [DATABASE, DATABASE_HANDLE],
})
export class DatabaseModule {}
