import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { isUuid } from '../common/uuid';
import { pageWindow } from '../common/validation/page-query';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  LOW_STOCK_AT_DEFAULT,
  type GenderCategory,
  paisaToRupees,
  type Product,
  PRODUCT_FORM_NOTE,
  STOCK_MOVEMENTS_PAGE_SIZE,
  type StockMovement,
  PRODUCT_IMAGE_REQUIRED_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  rupeesToPaisa,
} from '../contracts';
import type { NewProductRow, ProductRow, ProductVariantRow } from '../database';
import { ReviewsReader } from '../reviews';
import { CatalogPager } from './catalog-pager.service';
import { criteriaOf, totalKey } from './catalog-query';
import { CatalogSearch } from './catalog-search.service';
import { type ListProductsQuery } from './dto/list-products.query';
import type { CreateProductDto, UpdateProductDto } from './dto/product-write.dto';
import { imageRefused, ProductImagesService } from './product-images.service';
import { toProduct } from './product.mapper';
import { ProductVariantsRepository } from './product-variants.repository';
import { type ProductOrder, ProductsRepository } from './products.repository';
import { type Moved, StockLedger } from './stock-ledger';
import { ProductStock } from './product-stock.repository';
import type { StockAdjustmentDto, StockMovementsQueryDto } from './dto/stock.dto';

/** A plain product's own stock as the ledger records it (its `change` the caller's). */
const movedOf = (row: ProductRow): Moved => ({
  productId: row.id,
  name: row.name,
  lowStockAt: row.lowStockAt,
  variant: null,
  change: 0,
  stockAfter: row.stock,
});

/** One page of products plus the figures the list headers carry. */
export interface ProductPage {
  items: Product[];
  total: number;
  /** Rupees: highest sale price among products matching every filter but the price. */
  maxPrice: number;
}

/** The uploaded picture as multer hands it over (memory storage). */
export interface UploadedImage {
  buffer: Buffer;
}

/**
 * The products: one product, the admin's writes with their pictures, and the public lists' pages (rows found by
 * CatalogSearch or CatalogPager, seen as the API shows a product). The lists' responses on the wire, and their cache,
 * are CatalogCacheInterceptor's.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly repository: ProductsRepository,
    private readonly images: ProductImagesService,
    private readonly pager: CatalogPager,
    private readonly search: CatalogSearch,
    private readonly variants: ProductVariantsRepository,
    private readonly ledger: StockLedger,
    private readonly stock: ProductStock,
    private readonly reviews: ReviewsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /product. Without an explicit sort: relevance when searching, otherwise newest first. */
  list(query: ListProductsQuery): Promise<ProductPage> {
    return this.page(query, query.sort ?? (query.text ? 'relevance' : 'newest'));
  }

  /** GET /newarrivals: created within NEW_ARRIVAL_DAYS, newest first (docs/rules.md, Products). */
  newArrivals(query: ListProductsQuery): Promise<ProductPage> {
    return this.page({ ...query, newArrival: true }, query.sort ?? 'newest');
  }

  /** GET /bestsellers: quantitySold of BEST_SELLER_THRESHOLD or more, most sold first (docs/rules.md, Products). */
  bestSellers(query: ListProductsQuery): Promise<ProductPage> {
    return this.page({ ...query, bestSeller: true }, query.sort ?? 'best-selling');
  }

  /** GET /product/colours: the colours a collection's colour filter offers. */
  colours(gender?: GenderCategory): Promise<string[]> {
    return this.repository.colours(gender);
  }

  /** One product, with its newest approved reviews (its page's structured data marks them up). */
  async get(id: string): Promise<Product> {
    // A malformed id cannot name a product: 404 without asking the database (the uuid cast would fail).
    const row = isUuid(id) ? await this.repository.findShown(id) : undefined;
    if (!row) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    const reviews = row.ratingCount > 0 ? await this.reviews.newestOf(row.id) : [];
    return { ...this.view(row, row.variants), reviews };
  }

  async create(
    fields: CreateProductDto,
    upload: UploadedImage | undefined,
    byUserId: string,
  ): Promise<Product> {
    if (!upload?.buffer?.length) throw imageRefused(PRODUCT_IMAGE_REQUIRED_MESSAGE);
    // Decode and re-encode first: a bad picture is refused before anything is written.
    const imageKey = await this.images.store(await this.images.prepare(upload.buffer));
    try {
      const row = await this.repository.insert(
        {
          name: fields.productName,
          description: fields.description,
          nameNe: fields.productNameNe ?? null,
          descriptionNe: fields.descriptionNe ?? null,
          pricePaisa: rupeesToPaisa(fields.price),
          discount: fields.discount ?? 0,
          featured: fields.featured ?? false,
          generalCategory: fields.generalCategory,
          genderCategory: fields.genderCategory,
          stock: fields.stock,
          lowStockAt: fields.lowStockAt ?? LOW_STOCK_AT_DEFAULT,
          composition: fields.composition ?? null,
          size: fields.size ?? null,
          weight: fields.weight ?? null,
          imageKey,
        },
        // The ledger begins with the stock the product is created with.
        (tx, row) =>
          this.ledger
            .write(tx, [{ ...movedOf(row), change: row.stock }], { reason: 'created', byUserId })
            .then(() => undefined),
      );
      return this.view(row);
    } catch (error) {
      await this.images.remove(imageKey); // no orphan pictures for a product that does not exist
      throw error;
    }
  }

  async update(
    id: string,
    fields: UpdateProductDto,
    upload: UploadedImage | undefined,
    byUserId: string,
  ): Promise<Product> {
    const current = await this.existing(id);
    const prepared = upload?.buffer?.length ? await this.images.prepare(upload.buffer) : undefined;
    const newImageKey = prepared ? await this.images.store(prepared) : undefined;

    // A product with variants has their stock: the form's stock field is not its to set.
    const changes = this.changesOf(fields);
    if (current.options.length > 0 || (await this.variants.ofProducts([id])).has(id)) delete changes.stock;
    let row: ProductRow | undefined;
    try {
      row = await this.repository.update(
        id,
        { ...changes, ...(newImageKey ? { imageKey: newImageKey } : {}) },
        // A stock the form changed is an adjustment in the ledger (docs/rules.md, Stock).
        async (tx, stockBefore, now) => {
          if (changes.stock === undefined || now.stock === stockBefore) return;
          await this.ledger.write(tx, [{ ...movedOf(now), change: now.stock - stockBefore }], {
            reason: 'adjustment',
            byUserId,
            note: PRODUCT_FORM_NOTE,
          });
        },
      );
    } catch (error) {
      if (newImageKey) await this.images.remove(newImageKey);
      throw error;
    }
    if (!row) {
      // Deleted by someone else meanwhile.
      if (newImageKey) await this.images.remove(newImageKey);
      throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    }
    if (newImageKey) await this.releaseImage(current.imageKey);
    return this.view(row, (await this.variants.ofProducts([row.id])).get(row.id));
  }

  /** A product's stock ledger, newest first (one variant's with `variant`); 404 for an unknown product. */
  async movements(
    id: string,
    query: StockMovementsQueryDto,
  ): Promise<{ items: StockMovement[]; total: number }> {
    await this.existing(id);
    return this.ledger.list(
      id,
      query.variant,
      pageWindow({ page: query.page, limit: query.limit ?? STOCK_MOVEMENTS_PAGE_SIZE }),
    );
  }

  /** An adjustment by an admin or staff member, answered with its movement (docs/rules.md, Stock). */
  async adjust(id: string, body: StockAdjustmentDto, byUserId: string): Promise<StockMovement> {
    if (!isUuid(id)) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    const row = await this.stock.adjust(id, body, byUserId);
    const [shown] = await this.ledger.shown([row]);
    return shown;
  }

  /** Order lines keep their own name and price snapshots, so history is untouched. */
  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    // Its variants go with it (on delete cascade); their pictures are removed once it is gone.
    const variantImages = await this.variants.imageKeysOf(id);
    const row = await this.repository.delete(id);
    if (!row) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    await this.releaseImage(row.imageKey);
    for (const imageKey of new Set(variantImages)) await this.releaseImage(imageKey);
  }

  /** A list's page, through the search when it has text, else through the pager. */
  private async page(query: ListProductsQuery, order: ProductOrder): Promise<ProductPage> {
    const window = pageWindow(query);
    const criteria = criteriaOf(query, this.newArrivalSince());
    const found =
      query.text !== undefined
        ? await this.search.page(query.text, totalKey(query), criteria, order, window)
        : await this.pager.page(totalKey(query), criteria, order, window);
    return {
      // Variants belong to a product with options: a plain one shows none.
      items: found.rows.map((row) => this.view(row, row.options.length > 0 ? row.variants : [])),
      total: found.total,
      maxPrice: paisaToRupees(found.maxSalePaisa ?? 0),
    };
  }

  /** Only the fields present in the request change; a stock below 0 is stored as 0 (docs/rules.md, Products). */
  private changesOf(fields: UpdateProductDto): Partial<NewProductRow> {
    const changes: Partial<NewProductRow> = {};
    if (fields.productName !== undefined) changes.name = fields.productName;
    if (fields.description !== undefined) changes.description = fields.description;
    if (fields.productNameNe !== undefined) changes.nameNe = fields.productNameNe;
    if (fields.descriptionNe !== undefined) changes.descriptionNe = fields.descriptionNe;
    if (fields.price !== undefined) changes.pricePaisa = rupeesToPaisa(fields.price);
    if (fields.discount !== undefined) changes.discount = fields.discount;
    if (fields.featured !== undefined) changes.featured = fields.featured;
    if (fields.generalCategory !== undefined) changes.generalCategory = fields.generalCategory;
    if (fields.genderCategory !== undefined) changes.genderCategory = fields.genderCategory;
    if (fields.stock !== undefined) changes.stock = Math.max(0, fields.stock);
    if (fields.lowStockAt !== undefined) changes.lowStockAt = fields.lowStockAt;
    if (fields.composition !== undefined) changes.composition = fields.composition;
    if (fields.size !== undefined) changes.size = fields.size;
    if (fields.weight !== undefined) changes.weight = fields.weight;
    return changes;
  }

  private async existing(id: string): Promise<ProductRow> {
    // A malformed id cannot name a product: 404 without asking the database (the uuid cast would fail).
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    return row;
  }

  private async releaseImage(imageKey: string): Promise<void> {
    if (!(await this.repository.isImageInUse(imageKey))) await this.images.remove(imageKey);
  }

  private newArrivalSince(): Date {
    return new Date(Date.now() - this.config.newArrivalDays * 24 * 60 * 60 * 1000);
  }

  /** The product as the API shows it; `variants`: its variants' rows (none for a plain product). */
  view(row: ProductRow, variants: ProductVariantRow[] = []): Product {
    return toProduct(
      row,
      {
        newArrivalSince: this.newArrivalSince(),
        imageUrls: (key) => this.images.urls(key),
      },
      variants,
    );
  }
}
