import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { IMAGE_STORAGE } from './image-storage';
import { LocalDiskImageStorage } from './local-disk.storage';

@Global()
@Module({
  providers: [
    {
      provide: IMAGE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskImageStorage(config.uploadDir),
    },
  ],
  exports: [IMAGE_STORAGE],
})
export class StorageModule {}
