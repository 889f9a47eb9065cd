import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import { ApiException } from '../common/http/api-exception';
import { PRODUCT_IMAGE_FIELD, PRODUCT_IMAGE_FORMAT_MESSAGE } from '../contracts';
import { IMAGE_STORAGE, type ImageStorage, PICTURE_KEY_PREFIX } from '../storage';

/** 400 about the picture, naming its field so the form shows the message next to it. */
export const imageRefused = (message: string) =>
  new ApiException(HttpStatus.BAD_REQUEST, message, { field: PRODUCT_IMAGE_FIELD });
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuse decompression bombs: a 5 MB file can still claim gigapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Each side on its own too: a picture of 49,000,000 × 1 px is under the pixel limit, yet its row takes seconds of
 * CPU to decode and resize. No product photo comes near 10,000 px a side.
 */
const MAX_SIDE_PIXELS = 10_000;

export const CARD_WIDTH = 480;
export const DETAIL_WIDTH = 1200;

/** The two WebP renditions of one picture, ready to store. */
export interface PreparedImage {
  card: Buffer;
  detail: Buffer;
}

export const cardKey = (imageKey: string) => `${imageKey}-card.webp`;
export const detailKey = (imageKey: string) => `${imageKey}-detail.webp`;

/**
 * Product pictures: the uploaded bytes are only trusted once sharp has decoded them as JPEG, PNG or WebP
 * (never the file name or the client's content type); they are re-encoded, so nothing the client sent is served.
 */
@Injectable()
export class ProductImagesService {
  private readonly logger = new Logger(ProductImagesService.name);

  constructor(@Inject(IMAGE_STORAGE) private readonly storage: ImageStorage) {}

  /** Decodes and re-encodes; 400 for anything that is not a readable JPEG, PNG or WebP. No side effects. */
  async prepare(upload: Buffer): Promise<PreparedImage> {
    try {
      const source = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      // The metadata comes from the header alone: nothing is decoded before the checks below.
      const { format, width, height } = await source.metadata();
      if (!format || !ACCEPTED_FORMATS.has(format)) throw imageRefused(PRODUCT_IMAGE_FORMAT_MESSAGE);
      // Refused as the pixel limit refuses (sharp's error, below): same response, whichever limit it exceeds.
      if (!(width <= MAX_SIDE_PIXELS && height <= MAX_SIDE_PIXELS))
        throw imageRefused(PRODUCT_IMAGE_FORMAT_MESSAGE);
      // rotate() applies the EXIF orientation before the metadata is dropped.
      const oriented = source.rotate();
      const [card, detail] = await Promise.all([
        oriented
          .clone()
          .resize({ width: CARD_WIDTH, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer(),
        oriented
          .clone()
          .resize({ width: DETAIL_WIDTH, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      ]);
      return { card, detail };
    } catch (error) {
      if (error instanceof ApiException) throw error;
      throw imageRefused(PRODUCT_IMAGE_FORMAT_MESSAGE); // sharp could not decode it (truncated, corrupt, not an image)
    }
  }

  /** Stores both renditions under a fresh server-made key and returns it; on failure nothing is left behind. */
  async store(image: PreparedImage): Promise<string> {
    const imageKey = `${PICTURE_KEY_PREFIX}${randomUUID()}`;
    try {
      await Promise.all([
        this.storage.save(cardKey(imageKey), image.card, 'image/webp'),
        this.storage.save(detailKey(imageKey), image.detail, 'image/webp'),
      ]);
    } catch (error) {
      await this.remove(imageKey);
      throw error;
    }
    return imageKey;
  }

  /** Best effort: a picture that cannot be removed is logged, never a reason to fail the request. */
  async remove(imageKey: string): Promise<void> {
    try {
      await Promise.all([this.storage.delete(cardKey(imageKey)), this.storage.delete(detailKey(imageKey))]);
    } catch (error) {
      this.logger.warn(`Could not remove the pictures of ${imageKey}: ${(error as Error).message}`);
    }
  }

  urls(imageKey: string): { card: string; detail: string } {
    return { card: this.storage.url(cardKey(imageKey)), detail: this.storage.url(detailKey(imageKey)) };
  }
}
