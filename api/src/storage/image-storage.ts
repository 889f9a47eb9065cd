/**
 * Where the shop's pictures live: the local disk (UPLOAD_DIR) or an S3-compatible bucket (STORAGE=s3), behind one
 * interface. Keys are server-made, slash-separated paths such as `products/<uuid>-card.webp`, unique per upload:
 * a key's bytes never change, so they are cached for a year.
 */
export interface ImageStorage {
  /** 'local' or 's3', for logs and the readiness answer. */
  readonly kind: 'local' | 's3';
  save(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL the browser loads the object from: the same on every instance. */
  url(key: string): string;
  /** Every picture's key held (under PICTURE_KEY_PREFIX), sorted (backups). */
  keys(): Promise<string[]>;
  /** One object's bytes (backups). */
  read(key: string): Promise<Buffer>;
  /** Resolves when the storage can be used; rejects saying why (the start-up check, readiness). */
  check(signal?: AbortSignal): Promise<void>;
  /** Lets go of connections kept open (the bucket's): at shutdown, or when a command is done with it. */
  close(): void;
}

/** Injection token of the `ImageStorage` implementation. */
export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');

/** URL path under which the API serves the pictures, from the disk or the bucket (see bootstrap.ts). */
export const UPLOADS_URL_PREFIX = '/uploads';

/** Sent with every picture: keys are unique per upload, so a picture never changes under its URL. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][\w.-]*(?:\/[a-z0-9][\w.-]*)*$/i;

/**
 * Where every picture's key begins. A bucket may hold other things (another app's files, an operator's exports), and
 * only the shop's pictures are served under /uploads or copied into a backup.
 */
export const PICTURE_KEY_PREFIX = 'products/';

/** Keys are made by the server, but a stray `..` must never reach a file system or a bucket. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

/** A key of the shop's pictures: safe, and under PICTURE_KEY_PREFIX. */
export function isPictureKey(key: string): boolean {
  return key.startsWith(PICTURE_KEY_PREFIX) && isSafeKey(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/** The content type a key's extension names (a restore writes pictures back with it). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** `<base>/<key>`: PICTURES_PUBLIC_URL's, or the API's own /uploads. */
export function pictureUrl(base: string | null, key: string): string {
  assertSafeKey(key);
  return `${base ?? UPLOADS_URL_PREFIX}/${key}`;
}
