import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isUuid } from '../common/uuid';
import {
  type Product,
  PRODUCT_IMAGE_REQUIRED_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  VARIANT_NOT_FOUND_MESSAGE,
  VARIANT_NOT_OF_PRODUCT_MESSAGE,
  variantSkuTakenMessage,
} from '../contracts';
import { isUniqueViolation } from '../database';
import type { ProductVariantsDto } from './dto/product-variants.dto';
import { imageRefused, ProductImagesService } from './product-images.service';
import {
  ProductVariantsRepository,
  type VariantsRefusal,
  type VariantsWritten,
} from './product-variants.repository';
import { ProductsRepository } from './products.repository';
import { ProductsService, type UploadedImage } from './products.service';
import { checkVariants } from './variant-rules';

/**
 * A product's options and variants (issue 41): set at once by the admin, each variant with its own stock and
 * picture. The rules are variant-rules.ts'; the rows and the product's stock as their sum, the repository's.
 */
@Injectable()
export class ProductVariantsService {
  constructor(
    private readonly repository: ProductVariantsRepository,
    private readonly products: ProductsService,
    private readonly images: ProductImagesService,
    private readonly catalogue: ProductsRepository,
  ) {}

  /** PUT /product/{id}/variants. A deleted variant's picture is removed; its orders keep their snapshot. */
  async replace(productId: string, body: ProductVariantsDto, byUserId: string | null): Promise<Product> {
    if (!isUuid(productId)) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    const checked = checkVariants(body);
    let written: VariantsWritten | VariantsRefusal;
    try {
      written = await this.repository.replace(productId, checked, byUserId);
    } catch (error) {
      // Another product took one of the SKUs meanwhile.
      if (isUniqueViolation(error))
        throw new BadRequestException(
          variantSkuTakenMessage(checked.variants.flatMap((v) => (v.sku ? [v.sku] : [])).join(', ')),
        );
      throw error;
    }
    if ('kind' in written) {
      if (written.kind === 'not found') throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
      if (written.kind === 'not its variant') throw new BadRequestException(VARIANT_NOT_OF_PRODUCT_MESSAGE);
      throw new BadRequestException(variantSkuTakenMessage(written.sku));
    }
    for (const imageKey of written.releasedImageKeys) await this.release(imageKey);
    return this.products.view(written.product, written.variants);
  }

  /** POST …/variants/{variantId}/image: the product picture's rules and renditions, stored through ImageStorage. */
  async setImage(productId: string, variantId: string, upload: UploadedImage | undefined): Promise<Product> {
    this.assertIds(productId, variantId);
    if (!upload?.buffer?.length) throw imageRefused(PRODUCT_IMAGE_REQUIRED_MESSAGE);
    // Decoded and re-encoded first: a bad picture is refused before anything is written.
    const imageKey = await this.images.store(await this.images.prepare(upload.buffer));
    let set: { previous: string | null } | undefined;
    try {
      set = await this.repository.setImage(productId, variantId, imageKey);
    } catch (error) {
      await this.images.remove(imageKey);
      throw error;
    }
    if (!set) {
      await this.images.remove(imageKey);
      throw new NotFoundException(VARIANT_NOT_FOUND_MESSAGE);
    }
    if (set.previous) await this.release(set.previous);
    return this.products.get(productId);
  }

  /** DELETE …/variants/{variantId}/image: the variant shows the product's picture again. */
  async removeImage(productId: string, variantId: string): Promise<Product> {
    this.assertIds(productId, variantId);
    const set = await this.repository.setImage(productId, variantId, null);
    if (!set) throw new NotFoundException(VARIANT_NOT_FOUND_MESSAGE);
    if (set.previous) await this.release(set.previous);
    return this.products.get(productId);
  }

  /** A picture is removed once nothing shows it (the demo's variants of one colour share theirs). */
  private async release(imageKey: string): Promise<void> {
    if (!(await this.catalogue.isImageInUse(imageKey))) await this.images.remove(imageKey);
  }

  /** Malformed ids cannot name anything: 404 without asking the database (the uuid cast would fail). */
  private assertIds(productId: string, variantId: string): void {
    if (!isUuid(productId) || !isUuid(variantId)) throw new NotFoundException(VARIANT_NOT_FOUND_MESSAGE);
  }
}
