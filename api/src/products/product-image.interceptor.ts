import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { ApiException } from '../common/http/api-exception';
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_TOO_LARGE_MESSAGE, UPLOAD_ROUTES } from '../contracts';

/** multer in memory (the bytes go straight to sharp, never to disk as uploaded), one file, bounded fields. */
const multerOf = (field: string): Type<NestInterceptor> =>
  FileInterceptor(field, {
    limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES, files: 1, fields: 30, parts: 40, fieldSize: 64 * 1024 },
  });
// The fields of the upload routes' table, which the shop's server also reads (contracts/upload-routes.ts).
const PRODUCT_IMAGE_FIELD = UPLOAD_ROUTES.createProduct.field;
const VARIANT_IMAGE_FIELD = UPLOAD_ROUTES.variantImage.field;
const MulterProductImage = multerOf(PRODUCT_IMAGE_FIELD);
const MulterVariantImage = multerOf(VARIANT_IMAGE_FIELD);

/** An over-size picture: 413 with the shop's message, naming the picture's field. */
async function withSizeMessage(
  multer: NestInterceptor,
  field: string,
  context: ExecutionContext,
  next: CallHandler,
): Promise<Observable<unknown>> {
  try {
    return await multer.intercept(context, next);
  } catch (error) {
    if (error instanceof PayloadTooLargeException)
      throw new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, PRODUCT_IMAGE_TOO_LARGE_MESSAGE, { field });
    throw error;
  }
}

/**
 * Reads the multipart body of product writes; an over-size picture is refused with 413 and the shop's message and
 * `field: 'productImg'`, so the form shows it next to the picture.
 * multer's other refusals (e.g. 'Unexpected file field - image') stay 400s in multer's wording.
 */
@Injectable()
export class ProductImageInterceptor implements NestInterceptor {
  private readonly multer = new MulterProductImage();

  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return withSizeMessage(this.multer, PRODUCT_IMAGE_FIELD, context, next);
  }
}

/** The same for a variant's picture (multipart field `image`). */
@Injectable()
export class VariantImageInterceptor implements NestInterceptor {
  private readonly multer = new MulterVariantImage();

  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return withSizeMessage(this.multer, VARIANT_IMAGE_FIELD, context, next);
  }
}
