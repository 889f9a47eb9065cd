// A page's head as HTML: the tags search engines and link previews read, written into the shell's page by the
// shop's server (the head itself comes from the storefront's server build: shared-ui's seo/).
import type { PageHead } from './storefront-build';

const SITE_NAME = 'Pashmina Shop';

const ATTRIBUTE_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text for a double-quoted attribute or an element's text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ATTRIBUTE_ENTITIES[char]);
}

/**
 * JSON for a <script type="application/ld+json">: no text of the data (a product's name) can end the script, since
 * every `<` is written `\u003c` (JSON reads it as the same character); U+2028 and U+2029 likewise, for old parsers.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/** The tags of `head`, one a line: title, description, canonical, robots, Open Graph, Twitter, then JSON-LD. */
export function headTags(head: PageHead): string {
  const { preview } = head;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:image', preview.image),
    ...(preview.price
      ? [
          meta('property', 'product:price:amount', preview.price),
          meta('property', 'product:price:currency', 'NPR'),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/**
 * The build's page with `tags` in place of its own title and description, where they stand: early in the head, before
 * the boot frame's style, so a first screen (which moves what follows that style into a template for later) leaves
 * them where a crawler reads them. A function, so that no `$&` in a tag is read as a replacement pattern.
 */
export function withHeadTags(template: string, tags: string): string {
  return template
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => tags);
}
