export {
  contentTypeOf,
  IMAGE_STORAGE,
  type ImageStorage,
  isSafeKey,
  PICTURE_CACHE_CONTROL,
  UPLOADS_URL_PREFIX,
} from './image-storage';
export { S3ImageStorage } from './s3.storage';
export { servePicturesFromBucket } from './serve-pictures';
export { checkedImageStorage, imageStorageOf, StorageModule } from './storage.module';
