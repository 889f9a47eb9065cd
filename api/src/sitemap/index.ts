// The sitemap search engines read: /sitemap.xml and /sitemaps/<n>.xml, outside /api/v1.
export { SITEMAP_FILES_PATH, SITEMAP_PATH } from './sitemap.controller';
export { SitemapModule } from './sitemap.module';
