export {
  contentTypeOf,
  IMAGE_STORAGE,
  type ImageStorage,
  isPictureKey,
  isSafeKey,
  PICTURE_CACHE_CONTROL,
  PICTURE_KEY_PREFIX,
  UPLOADS_URL_PREFIX,
} from './image-storage';
export { S3ImageStorage } from './s3.storage';
export { servePicturesFromBucket } from './serve-pictures';
export { checkedImageStorage, imageStorageOf, StorageModule } from './storage.module';
