import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { IMAGE_STORAGE, type ImageStorage } from './image-storage';
import { LocalDiskImageStorage } from './local-disk.storage';
import { S3ImageStorage } from './s3.storage';

/** How long the start-up waits for the bucket before it refuses to start. */
const START_CHECK_MS = 10_000;

/** The configured storage (STORAGE); not yet checked. */
export function imageStorageOf(
  config: Pick<AppConfig, 'storage' | 'uploadDir' | 'picturesPublicUrl'>,
): ImageStorage {
  return config.storage.kind === 's3'
    ? new S3ImageStorage(config.storage, config.picturesPublicUrl)
    : new LocalDiskImageStorage(config.uploadDir, config.picturesPublicUrl);
}

/**
 * The storage, checked before the app starts: with STORAGE=s3 an instance that cannot reach its bucket refuses to
 * start and says why, rather than taking uploads it cannot keep.
 */
export async function checkedImageStorage(
  config: Pick<AppConfig, 'storage' | 'uploadDir' | 'picturesPublicUrl'>,
): Promise<ImageStorage> {
  const storage = imageStorageOf(config);
  try {
    await storage.check(AbortSignal.timeout(START_CHECK_MS));
  } catch (error) {
    storage.close();
    throw new Error(`STORAGE=${storage.kind}: ${(error as Error).message}`);
  }
  return storage;
}

@Global()
@Module({
  providers: [{ provide: IMAGE_STORAGE, inject: [APP_CONFIG], useFactory: checkedImageStorage }],
  exports: [IMAGE_STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(IMAGE_STORAGE) private readonly storage: ImageStorage) {}

  /** The bucket's kept-alive connections would hold the process open. */
  onApplicationShutdown(): void {
    this.storage.close();
  }
}
