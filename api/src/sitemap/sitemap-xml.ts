// The sitemap protocol's XML (sitemaps.org/protocol.html): a file of URLs, or an index of such files. Each page is
// listed in both languages, each entry naming its alternates with xhtml:link (Google's hreflang in sitemaps).
import { LANGUAGES, pathIn } from '../contracts';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

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

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** <url> entries each page takes: one per language. */
export const ENTRIES_PER_PAGE = LANGUAGES.length;

/**
 * A page of the shop (`path`, English) as the sitemap lists it: one <url> per language, each naming every language's
 * URL and x-default (English, what crawlers and first visits get) as its alternates. Its children in the protocol's
 * order: loc, lastmod, then the other namespace's links.
 */
export function pageEntries(publicUrl: string, path: string, lastmod?: Date): string {
  const hrefs = LANGUAGES.map((language) => escapeXml(publicUrl + pathIn(language, path)));
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  const alternates =
    LANGUAGES.map(
      (language, i) => `<xhtml:link rel="alternate" hreflang="${language}" href="${hrefs[i]}"/>`,
    ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${hrefs[0]}"/>`;
  return hrefs.map((href) => `<url><loc>${href}</loc>${modified}${alternates}</url>\n`).join('');
}

export function sitemapIndex(files: string[]): string {
  const entries = files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
