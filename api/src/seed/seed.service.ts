import { Inject, Injectable, Logger } from '@nestjs/common';
import { PasswordService, UsersRepository } from '../auth';
import { APP_CONFIG, type AppConfig } from '../config';
import { ROLE_ADMIN, ROLE_USER } from '../contracts';
import {
  DETAIL_WIDTH,
  ProductImagesService,
  ProductsRepository,
  ProductVariantsRepository,
  checkVariants,
} from '../products';
import { buildCatalog } from './catalog';
import { DemoActivity } from './demo-activity';
import { DEMO_CUSTOMER } from './demo-customer';
import { renderProductArt } from './product-art';
import { VARIANT_PRODUCTS } from './variant-products';

export interface SeedOptions {
  /** Products of the demo catalogue (default 48). */
  products?: number;
  /**
   * The demo customer's orders and feedback (a shop that starts alive). Default: only when NODE_ENV=development;
   * tests opt in. Never in production, where only the owner account is seeded.
   */
  demoActivity?: boolean;
  /**
   * The three demo products with colours (one with sizes too) and a picture per colour. Default: only when
   * NODE_ENV=development, as the demo activity; tests opt in.
   */
  variantProducts?: boolean;
  /** Width of the generated detail pictures (default 1200; tests use a few dozen pixels to stay fast). */
  imageWidth?: number;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
}

/** Pictures rendered at the same time: sharp already spreads each render over libvips threads. */
const RENDER_BATCH = 8;

@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly productsRepository: ProductsRepository,
    private readonly images: ProductImagesService,
    private readonly demo: DemoActivity,
    private readonly variants: ProductVariantsRepository,
  ) {}

  /**
   * First start of an empty database (no users): the owner admin, a demo customer and the demo catalogue, and in
   * development the demo customer's orders and feedback. In production only the owner account.
   */
  async seedIfEmpty(options: SeedOptions = {}): Promise<SeedResult> {
    if ((await this.users.count()) > 0) return { seeded: false, products: 0 };
    const started = Date.now();
    // The owner account is named exactly 'admin': the shop refuses to delete or demote it (docs/rules.md, Accounts).
    const owner = await this.users.insert({
      name: 'admin',
      email: this.config.adminEmail,
      passwordHash: await this.passwords.hash(this.config.adminPassword),
      role: ROLE_ADMIN,
      isOwner: true,
    });
    if (this.config.nodeEnv === 'production') {
      this.logger.log(
        'Seeded the owner account (production: no demo customer, catalogue, orders or feedback)',
      );
      return { seeded: true, products: 0 };
    }
    const customerHash = await this.passwords.hash(DEMO_CUSTOMER.password);
    const customer = await this.users.insert({
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      passwordHash: customerHash,
      phone: DEMO_CUSTOMER.phone,
      address: DEMO_CUSTOMER.address,
      role: ROLE_USER,
    });
    const count = await this.seedCatalog(options.products ?? 48, options.imageWidth ?? DETAIL_WIDTH);
    if (options.demoActivity ?? this.config.nodeEnv === 'development') {
      const activity = await this.demo.seed({ id: customer.id, ...DEMO_CUSTOMER }, owner.id);
      this.logger.log(
        `Seeded ${activity.orders} demo orders, ${activity.feedback} feedback messages and ${activity.reviews} reviews`,
      );
    }
    // After the demo orders, which are of plain products only.
    const withVariants =
      (options.variantProducts ?? this.config.nodeEnv === 'development')
        ? await this.seedVariantProducts(options.imageWidth ?? DETAIL_WIDTH)
        : 0;
    this.logger.log(`Seeded 2 accounts and ${count + withVariants} products in ${Date.now() - started} ms`);
    return { seeded: true, products: count + withVariants };
  }

  private async seedCatalog(count: number, imageWidth: number): Promise<number> {
    const catalog = buildCatalog(count);
    const imageKeys = await this.mapInBatches(catalog, async (item) =>
      this.images.store(
        await renderProductArt(
          { category: item.generalCategory, colours: item.colours, variant: item.variant },
          imageWidth,
        ),
      ),
    );
    await this.productsRepository.insertMany(
      catalog.map(({ colours: _colours, variant: _variant, ...item }, i) => ({
        ...item,
        imageKey: imageKeys[i],
        updatedAt: item.createdAt,
      })),
    );
    return catalog.length;
  }

  /** VARIANT_PRODUCTS, each variant showing the picture of its colour (variants of one colour share it). */
  private async seedVariantProducts(imageWidth: number): Promise<number> {
    for (const [i, item] of VARIANT_PRODUCTS.entries()) {
      const colourKeys = new Map<string, string>();
      for (const [colour, colours] of Object.entries(item.colours))
        colourKeys.set(
          colour,
          await this.images.store(
            await renderProductArt({ category: item.generalCategory, colours, variant: i * 3 }, imageWidth),
          ),
        );
      const product = await this.productsRepository.insert({
        name: item.name,
        description: item.description,
        nameNe: item.nameNe,
        descriptionNe: item.descriptionNe,
        pricePaisa: item.pricePaisa,
        discount: item.discount,
        featured: true,
        generalCategory: item.generalCategory,
        genderCategory: item.genderCategory,
        composition: item.composition,
        weight: item.weight,
        stock: 0,
        imageKey: [...colourKeys.values()][0],
      });
      const written = await this.variants.replace(product.id, checkVariants(item.body), null);
      if ('kind' in written) throw new Error(`Could not seed the variants of ${item.name}: ${written.kind}`);
      for (const variant of written.variants)
        await this.variants.setImage(product.id, variant.id, colourKeys.get(variant.options.Colour) ?? null);
    }
    return VARIANT_PRODUCTS.length;
  }

  private async mapInBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = [];
    for (let i = 0; i < items.length; i += RENDER_BATCH) {
      results.push(...(await Promise.all(items.slice(i, i + RENDER_BATCH).map(work))));
    }
    return results;
  }
}
