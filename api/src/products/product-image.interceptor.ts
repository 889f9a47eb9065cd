import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';

export const PRODUCT_IMAGE_FIELD = 'productImg';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Image is too large (5 MB at most)';

/** multer in memory (the bytes go straight to sharp, never to disk as uploaded), one file, bounded fields. */
const MulterProductImage: Type<NestInterceptor> = FileInterceptor(PRODUCT_IMAGE_FIELD, {
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, parts: 40, fieldSize: 64 * 1024 },
});

/**
 * Reads the multipart body of product writes; an over-size picture answers 413 with the shop's message.
 * multer's other refusals (e.g. 'Unexpected file field - image') stay 400s in multer's wording.
 */
@Injectable()
export class ProductImageInterceptor implements NestInterceptor {
  private readonly multer = new MulterProductImage();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(IMAGE_TOO_LARGE);
      throw error;
    }
  }
}
