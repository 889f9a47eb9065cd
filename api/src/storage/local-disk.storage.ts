import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ImageStorage, isPictureKey, pictureUrl } from './image-storage';

/** Stores objects as files under UPLOAD_DIR, served by the app at /uploads: one machine's pictures. */
export class LocalDiskImageStorage implements ImageStorage {
  readonly kind = 'local';

  constructor(
    private readonly root: string,
    private readonly publicUrl: string | null = null,
  ) {}

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
    return pictureUrl(this.publicUrl, key);
  }

  async keys(): Promise<string[]> {
    try {
      return (await readdir(this.root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) =>
          path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter(isPictureKey)
        .sort();
    } catch {
      return []; // no folder yet: no pictures
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.fileOf(key));
  }

  /** A folder is made on the first save: nothing can be missing before. */
  async check(): Promise<void> {}

  close(): void {}

  private fileOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
