import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ImageStorage, UPLOADS_URL_PREFIX } from './image-storage';

const SAFE_KEY = /^[a-z0-9][\w.-]*(?:\/[a-z0-9][\w.-]*)*$/i;

/** Stores objects as files under UPLOAD_DIR, served by the app at /uploads. */
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  async save(key: string, data: Buffer, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write aside, then rename: a reader never sees a half-written picture.
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  url(key: string): string {
    this.assertKey(key);
    return `${UPLOADS_URL_PREFIX}/${key}`;
  }

  private fileOf(key: string): string {
    this.assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  /** Keys are made by the server, but a stray `..` must never reach the file system. */
  private assertKey(key: string): void {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Unsafe storage key: ${key}`);
    }
  }
}
