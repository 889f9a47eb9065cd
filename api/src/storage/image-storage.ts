/**
 * Where product pictures live. Local disk now; object storage (S3 and the like) later, behind the same interface.
 * Keys are server-made, slash-separated paths such as `products/<uuid>-card.webp`.
 */
export interface ImageStorage {
  save(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL the browser loads the object from. */
  url(key: string): string;
}

/** Injection token of the `ImageStorage` implementation. */
export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');

/** URL path under which the local-disk storage is served (see bootstrap.ts). */
export const UPLOADS_URL_PREFIX = '/uploads';
