import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { isUuid } from '../common/uuid';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  BEST_SELLER_THRESHOLD,
  paisaToRupees,
  type Product,
  PRODUCT_IMAGE_REQUIRED_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  rupeesToPaisa,
} from '../contracts';
import type { NewProductRow, ProductRow } from '../database';
import { pageWindow } from '../common/validation/page-query';
import { type ListProductsQuery } from './dto/list-products.query';
import type { CreateProductDto, UpdateProductDto } from './dto/product-write.dto';
import { imageRefused, ProductImagesService } from './product-images.service';
import { toProduct } from './product.mapper';
import { type CatalogAnswer, CatalogCache } from './catalog-cache';
import {
  type ProductCriteria,
  type ProductOrder,
  ProductsRepository,
  type SearchCondition,
} from './products.repository';

/** The words a search looks for: runs of letters and digits, lower-cased, at most this many. */
const SEARCH_WORDS_MAX = 8;
/** Typo corrections are looked for only when the words themselves find fewer products than this. */
const TYPO_FALLBACK_BELOW = 5;
/** A word of the names that can go into a tsquery as it is (a name's word may also be 'yak-wool'). */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;
/** Corrections tried per misspelt word (the closest words of the catalogue's names). */
const TYPO_CANDIDATES = 3;

/** A search's tiers in the order they are shown: whole words, then prefixes, then typo corrections. */
interface SearchPlan {
  exact: string;
  prefix: string;
}

interface SearchSummary {
  /** Matches of each tier (exact, prefix only, typo only) within the price bounds. */
  tiers: [number, number, number];
  typo: string | null;
  maxSalePaisa: number | null;
}

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

@Injectable()
export class ProductsService {
  constructor(
    private readonly repository: ProductsRepository,
    private readonly images: ProductImagesService,
    private readonly cache: CatalogCache,
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

  /**
   * A public list's answer as bytes with its ETag, from the catalog cache while the catalog has not changed (`key`:
   * the request's path and query, which determine the answer).
   */
  answer(key: string, load: () => Promise<ProductPage>): Promise<CatalogAnswer> {
    return this.cache.answer(key, async () => {
      const page = await load();
      return { body: JSON.stringify(page.items), total: page.total, maxPrice: page.maxPrice };
    });
  }

  async get(id: string): Promise<Product> {
    return this.view(await this.existing(id));
  }

  async create(fields: CreateProductDto, upload: UploadedImage | undefined): Promise<Product> {
    if (!upload?.buffer?.length) throw imageRefused(PRODUCT_IMAGE_REQUIRED_MESSAGE);
    // Decode and re-encode first: a bad picture is refused before anything is written.
    const imageKey = await this.images.store(await this.images.prepare(upload.buffer));
    try {
      const row = await this.repository.insert({
        name: fields.productName,
        description: fields.description,
        pricePaisa: rupeesToPaisa(fields.price),
        discount: fields.discount ?? 0,
        featured: fields.featured ?? false,
        generalCategory: fields.generalCategory,
        genderCategory: fields.genderCategory,
        stock: fields.stock,
        composition: fields.composition ?? null,
        size: fields.size ?? null,
        weight: fields.weight ?? null,
        imageKey,
      });
      return this.view(row);
    } catch (error) {
      await this.images.remove(imageKey); // no orphan pictures for a product that does not exist
      throw error;
    }
  }

  async update(id: string, fields: UpdateProductDto, upload: UploadedImage | undefined): Promise<Product> {
    const current = await this.existing(id);
    const prepared = upload?.buffer?.length ? await this.images.prepare(upload.buffer) : undefined;
    const newImageKey = prepared ? await this.images.store(prepared) : undefined;

    let row: ProductRow | undefined;
    try {
      row = await this.repository.update(id, {
        ...this.changesOf(fields),
        ...(newImageKey ? { imageKey: newImageKey } : {}),
      });
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
    return this.view(row);
  }

  /** Order lines keep their own name and price snapshots, so history is untouched. */
  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    const row = await this.repository.delete(id);
    if (!row) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    await this.releaseImage(row.imageKey);
  }

  private async page(query: ListProductsQuery, order: ProductOrder): Promise<ProductPage> {
    const { offset, limit } = pageWindow(query);
    const criteria = this.criteriaOf(query);
    if (query.text !== undefined) return this.searchPage(query, criteria, order, offset, limit);
    // The total counts every matching row: kept per catalog version, so it is counted once per write, not per request.
    const [rows, summary] = await Promise.all([
      this.deepPage(query, criteria, order, offset, limit),
      this.cache.total(totalKey(query), () => this.repository.summarize(criteria)),
    ]);
    return {
      items: rows.map((row) => this.view(row)),
      total: summary.total,
      maxPrice: paisaToRupees(summary.maxSalePaisa ?? 0),
    };
  }

  /**
   * A page, entered at the nearest signpost before it when it lies deep in the list: the sort key of every
   * `catalogSignpostRows`-th row, read in one pass and kept per catalog version like the totals
   * (docs/decisions.md, List totals and deep pages). Then a deep page skips fewer than that many rows, not all those
   * before it. An order without signposts (price-asc) skips them all, through its index.
   */
  private async deepPage(
    query: ListProductsQuery,
    criteria: ProductCriteria,
    order: ProductOrder,
    offset: number,
    limit: number,
  ): Promise<ProductRow[]> {
    const step = this.config.catalogSignpostRows;
    if (offset < step) return this.repository.findPage(criteria, order, offset, limit);
    const signposts = await this.cache.total(`signposts ${order} ${totalKey(query)}`, () =>
      this.repository.signposts(criteria, order, step),
    );
    const passed = Math.min(Math.floor(offset / step), signposts?.length ?? 0);
    if (!signposts || passed === 0) return this.repository.findPage(criteria, order, offset, limit);
    return this.repository.findPage(criteria, order, offset - passed * step, limit, signposts[passed - 1]);
  }

  /**
   * A search (docs/rules.md, Search): every word, in any order, as a whole word or a prefix; typo corrections only
   * when that finds too little. By relevance, whole-word matches come first, then prefix matches, then corrections,
   * each tier newest first; any other sort orders all matches.
   */
  private async searchPage(
    query: ListProductsQuery,
    criteria: ProductCriteria,
    order: ProductOrder,
    offset: number,
    limit: number,
  ): Promise<ProductPage> {
    const plan = searchPlan(query.text ?? '');
    if (!plan) return { items: [], total: 0, maxPrice: 0 };
    const summary = await this.cache.total(totalKey(query), () => this.summarizeSearch(criteria, plan));
    const typo = summary.typo;
    const total = summary.tiers[0] + summary.tiers[1] + summary.tiers[2];
    const tiers: { search: SearchCondition; count: number }[] =
      order === 'relevance'
        ? [
            { search: { match: plan.exact }, count: summary.tiers[0] },
            { search: { match: plan.prefix, not: plan.exact }, count: summary.tiers[1] },
            ...(typo ? [{ search: { match: typo, not: plan.prefix }, count: summary.tiers[2] }] : []),
          ]
        : [{ search: { match: typo ? `(${plan.prefix}) | (${typo})` : plan.prefix }, count: total }];

    const rows: ProductRow[] = [];
    let start = 0;
    for (const tier of tiers) {
      const from = Math.max(0, offset + rows.length - start);
      const take = Math.min(limit - rows.length, tier.count - from);
      if (take > 0) {
        const tierCriteria = { ...criteria, search: tier.search };
        // Many matches: the planner walks the sort's index and stops after the page. Few: collected through the
        // search index first (see findFewPage), since a walk would pass most of the catalogue.
        const many = order !== 'relevance' || ((from + take) * 20 <= tier.count && tier.count >= 500);
        rows.push(
          ...(await (many
            ? this.repository.findPage(tierCriteria, order, from, take)
            : this.repository.findFewPage(tierCriteria, order, from, take))),
        );
      }
      start += tier.count;
      if (rows.length >= limit) break;
    }
    return {
      items: rows.map((row) => this.view(row)),
      total,
      maxPrice: paisaToRupees(summary.maxSalePaisa ?? 0),
    };
  }

  /** Counts each tier; looks for typo corrections only when the words themselves find fewer than TYPO_FALLBACK_BELOW. */
  private async summarizeSearch(criteria: ProductCriteria, plan: SearchPlan): Promise<SearchSummary> {
    const found = await this.repository.summarize(
      { ...criteria, search: { match: plan.prefix } },
      plan.exact,
    );
    const tiers: SearchSummary['tiers'] = [found.subtotal, found.total - found.subtotal, 0];
    if (found.total >= TYPO_FALLBACK_BELOW) return { tiers, typo: null, maxSalePaisa: found.maxSalePaisa };

    const words = plan.exact.split(' & ');
    const candidates = await Promise.all(
      words.map(async (word) =>
        (await this.repository.similarWords(word, TYPO_CANDIDATES)).filter((w) => PLAIN_WORD.test(w)),
      ),
    );
    // Every word needs at least one correction (or itself): the search still matches every word.
    if (candidates.some((list) => list.length === 0)) {
      return { tiers, typo: null, maxSalePaisa: found.maxSalePaisa };
    }
    const typo = candidates.map((list) => `(${list.join(' | ')})`).join(' & ');
    const corrected = await this.repository.summarize({
      ...criteria,
      search: { match: typo, not: plan.prefix },
    });
    tiers[2] = corrected.total;
    const maxima = [found.maxSalePaisa, corrected.maxSalePaisa].filter((m): m is number => m !== null);
    return { tiers, typo, maxSalePaisa: maxima.length ? Math.max(...maxima) : null };
  }

  private criteriaOf(query: ListProductsQuery): ProductCriteria {
    const newArrivalSince = this.newArrivalSince();
    return {
      generalCategory: query.generalCategory,
      genderCategory: query.genderCategory,
      featured: query.featured,
      inStock: query.inStock,
      createdSince: query.newArrival === true ? newArrivalSince : undefined,
      createdBefore: query.newArrival === false ? newArrivalSince : undefined,
      minQuantitySold: query.bestSeller === true ? BEST_SELLER_THRESHOLD : undefined,
      quantitySoldBelow: query.bestSeller === false ? BEST_SELLER_THRESHOLD : undefined,
      excludeId: query.exclude,
      // Prices compare on the sale price, which is what the shopper pays.
      minSalePaisa: query.minPrice !== undefined ? rupeesToPaisa(query.minPrice) : undefined,
      maxSalePaisa: query.maxPrice !== undefined ? rupeesToPaisa(query.maxPrice) : undefined,
    };
  }

  /** Only the fields present in the request change; a stock below 0 is stored as 0 (docs/rules.md, Products). */
  private changesOf(fields: UpdateProductDto): Partial<NewProductRow> {
    const changes: Partial<NewProductRow> = {};
    if (fields.productName !== undefined) changes.name = fields.productName;
    if (fields.description !== undefined) changes.description = fields.description;
    if (fields.price !== undefined) changes.pricePaisa = rupeesToPaisa(fields.price);
    if (fields.discount !== undefined) changes.discount = fields.discount;
    if (fields.featured !== undefined) changes.featured = fields.featured;
    if (fields.generalCategory !== undefined) changes.generalCategory = fields.generalCategory;
    if (fields.genderCategory !== undefined) changes.genderCategory = fields.genderCategory;
    if (fields.stock !== undefined) changes.stock = Math.max(0, fields.stock);
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

  private view(row: ProductRow): Product {
    return toProduct(row, {
      newArrivalSince: this.newArrivalSince(),
      imageUrls: (key) => this.images.urls(key),
    });
  }
}

/** The searched words as tsqueries (whole words, prefixes); null when the text has no letters or digits. */
function searchPlan(text: string): SearchPlan | null {
  // Only letters and digits reach the tsquery: its operators (& | ! : * ( ) < > ') can never come from the text.
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return null;
  return {
    exact: words.join(' & '),
    prefix: words.map((word) => `${word}:*`).join(' & '),
  };
}

/** What a list's total depends on: its filters, not its page, size or sort. */
function totalKey(query: ListProductsQuery): string {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
}
