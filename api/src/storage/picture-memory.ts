import { ByteBudgetCache } from '../common/memory/byte-budget-cache';

/** A picture as the bucket answered it whole: its headers (type, length, ETag, Last-Modified, caching) and bytes. */
export interface KeptPicture {
  headers: Record<string, string>;
  bytes: Buffer;
  at: number;
}

/**
 * Another instance may delete a picture this one keeps: after this long a kept picture is read from the bucket
 * again, so it is served at most this long after its deletion elsewhere (browsers keep it a year anyway).
 */
const KEPT_MS = 10 * 60_000;

/**
 * The pictures served lately under /uploads, kept in memory within PICTURE_CACHE_BYTES, the least recently served
 * dropped first: a key's bytes never change (a new picture gets a new key), so a popular picture is read from the
 * bucket once, not once per request. A picture deleted through this instance's storage is dropped at once.
 */
export class PictureMemory {
  private readonly pictures: ByteBudgetCache<KeptPicture>;
  /** Deletions so far: a read that began before one may be of a picture now gone, and is not kept. */
  private deletions = 0;

  constructor(budget: number) {
    this.pictures = new ByteBudgetCache(budget);
  }

  /** The picture kept for `key`, or undefined. */
  get(key: string): KeptPicture | undefined {
    const picture = this.pictures.get(key);
    if (picture && Date.now() - picture.at < KEPT_MS) return picture;
    if (picture) this.pictures.delete(key);
    return undefined;
  }

  /**
   * Called before a picture is read from the bucket: the function it gives keeps it once read, unless a picture
   * was deleted meanwhile or it is too large for the budget.
   */
  keeper(key: string): (headers: Record<string, string>, bytes: Buffer) => void {
    const deletions = this.deletions;
    return (headers, bytes) => {
      if (deletions !== this.deletions) return;
      this.pictures.set(
        key,
        { headers, bytes, at: Date.now() },
        bytes.length + JSON.stringify(headers).length,
      );
    };
  }

  /** The most bytes a picture may have and be kept. */
  get largest(): number {
    return this.pictures.largest;
  }

  /** Called once the bucket has deleted `key`. */
  forget(key: string): void {
    this.deletions += 1;
    this.pictures.delete(key);
  }
}
