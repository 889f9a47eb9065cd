import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { ProductsRepository } from '../products';
import { productPagePath, SITEMAP_PAGES } from './sitemap-pages';
import { SitemapRepository } from './sitemap.repository';
import { ENTRIES_PER_PAGE, pageEntries, sitemapIndex, URLSET_CLOSE, URLSET_OPEN } from './sitemap-xml';

/** Products read from the database at a time while a file streams. */
const BATCH = 2_000;

/** One file of the sitemap: the shop's pages it lists, and its products as a range of ids. */
interface FilePlan {
  pages: readonly string[];
  /** From this id (inclusive) to `to` (exclusive, or the end); none: no products in this file. */
  products: { from?: string; to?: string } | null;
}

interface SitemapPlan {
  version: number;
  files: FilePlan[];
}

/**
 * A sitemap file: its bytes when a request of this catalogue version already made them, with their gzip (made once
 * per file and version), else made as they go.
 */
export type SitemapFile =
  { body: Buffer; gzipped?: () => Promise<Buffer> } | { stream: AsyncGenerator<string> };

const gzipped = promisify(gzip);

/**
 * /sitemap.xml and its files: the shop's pages, then every product in id order, each in English and in Nepali (/ne)
 * with its hreflang alternates, at most SITEMAP_URLS_PER_FILE URLs a file (a page's two entries stay together);
 * above that, /sitemap.xml is an index of /sitemaps/<n>.xml. Where each file's products start is found in
 * one pass over the primary key; a file is read by id ranges (never an OFFSET), streamed, and cached until the catalog's
 * version moves (any write of products: a deleted product leaves the next response).
 */
@Injectable()
export class SitemapService {
  private plans?: Promise<SitemapPlan>;
  private readonly made = new Map<number, { version: number; body: Buffer; gzip?: Promise<Buffer> }>();

  constructor(
    private readonly repository: SitemapRepository,
    private readonly products: ProductsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The sitemap's entry point: its only file, or the index of its files. */
  async entry(): Promise<SitemapFile> {
    const plan = await this.plan();
    if (plan.files.length === 1) return (await this.file(1)) as SitemapFile;
    const urls = plan.files.map((_file, i) => `${this.config.publicUrl}/sitemaps/${i + 1}.xml`);
    return { body: Buffer.from(sitemapIndex(urls)) };
  }

  /** File `n` (from 1), or null when the sitemap has no such file. */
  async file(n: number): Promise<SitemapFile | null> {
    const plan = await this.plan();
    const file = plan.files[n - 1];
    if (!file) return null;
    const made = this.made.get(n);
    if (made?.version === plan.version)
      return { body: made.body, gzipped: () => (made.gzip ??= gzipped(made.body)) };
    return { stream: this.write(n, file, plan.version) };
  }

  private async *write(n: number, file: FilePlan, version: number): AsyncGenerator<string> {
    const parts: string[] = [];
    const part = (text: string) => {
      parts.push(text);
      return text;
    };
    const { publicUrl } = this.config;
    yield part(URLSET_OPEN + file.pages.map((page) => pageEntries(publicUrl, page)).join(''));
    if (file.products) {
      let after: string | undefined;
      for (;;) {
        const rows = await this.repository.batch({ ...file.products, after }, BATCH);
        if (rows.length)
          yield part(
            rows.map((row) => pageEntries(publicUrl, productPagePath(row.id), row.updatedAt)).join(''),
          );
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1].id;
      }
    }
    yield part(URLSET_CLOSE);
    for (const [key, cached] of this.made) if (cached.version !== version) this.made.delete(key);
    this.made.set(n, { version, body: Buffer.from(parts.join('')) });
  }

  /** The files and their ranges at the catalog's current version (read before the rows, so never older than it). */
  private async plan(): Promise<SitemapPlan> {
    const version = await this.products.catalogVersion();
    const cached = await this.plans?.catch(() => undefined);
    if (cached?.version === version) return cached;
    this.plans = this.makePlan(version);
    return this.plans;
  }

  private async makePlan(version: number): Promise<SitemapPlan> {
    const pages = SITEMAP_PAGES;
    // Pages (with products) a file holds: each takes an entry per language, kept in one file.
    const every = Math.max(1, Math.floor(this.config.sitemapUrlsPerFile / ENTRIES_PER_PAGE));
    const starts = await this.repository.fileStarts(pages.length, every);
    const total = starts[0]?.total ?? 0;
    const idAt = new Map(starts.map((start) => [start.position, start.id]));
    const urls = pages.length + total;
    const files: FilePlan[] = [];
    for (let first = 0; first < Math.max(urls, 1); first += every) {
      const end = Math.min(first + every, urls);
      const [from, to] = [Math.max(0, first - pages.length), Math.max(0, end - pages.length)];
      files.push({
        pages: pages.slice(first, Math.min(end, pages.length)),
        products: to > from ? { from: idAt.get(from), to: to < total ? idAt.get(to) : undefined } : null,
      });
    }
    return { version, files };
  }
}
