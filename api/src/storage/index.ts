export { IMAGE_STORAGE, type ImageStorage, UPLOADS_URL_PREFIX } from './image-storage';
export { StorageModule } from './storage.module';
