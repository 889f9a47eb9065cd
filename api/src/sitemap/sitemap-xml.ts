// The sitemap protocol's XML (sitemaps.org/protocol.html): a file of URLs, or an index of such files.

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limit of URLs in one file, and the shop's default (SITEMAP_URLS_PER_FILE). */
export const MAX_URLS_PER_FILE = 50_000;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A URL as the protocol wants it in a <loc>: entity-escaped. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`;
}

export function sitemapIndex(files: string[]): string {
  const entries = files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
