/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What a page tells search engines and link previews: its title, description, canonical address, whether it may be
// indexed, its picture, and its structured data; and the tags that say it, described once (`headTagsOf`). The shop's
// server writes them into the first HTML (`renderHeadTags`, with the head the storefront's server build makes); the
// browser app puts a page's tags in the document when the shopper moves (`applyHead`), all of them in one step, so
// a reader never sees one page's title beside another's canonical link. Plain TypeScript with no import: the shop's
// server bundles it as it is.

/** A JSON-LD object (schema.org). */
export type StructuredData = Record<string, unknown>;

export interface PageHead {
  /** The whole <title>. */
  title: string;
  description: string;
  /** The page's address in the spec's casing, on the shop's public URL; null: the page has none (404, private). */
  canonical: string | null;
  /** `<meta name="robots" content="noindex">`: pages that are the shopper's own, and the 404. */
  noindex: boolean;
  /**
   * `<link rel="alternate" hreflang>`: the page in English, in Nepali, and the default (English), on a public page;
   * none on a page without a canonical address.
   */
  alternates?: { hreflang: string; href: string }[];
  /**
   * Link previews (Open Graph, Twitter). Null in the browser after a move: a preview is read from the first HTML
   * only, and the landing page's describes that page alone.
   */
  preview: {
    type: 'website' | 'product';
    /** An absolute URL of the page's picture. */
    image: string;
    /** A product's sale price, as a decimal string ('2500.00'), in NPR. */
    price?: string;
  } | null;
  structuredData: StructuredData[];
}

/** The shop's name in link previews (shared-ui's SHOP_INFO.name; this module imports nothing). */
const SITE_NAME = 'Pashmina Shop';

/** One tag of a page's head: its element, its attributes in order, and its text (a title's, a script's JSON). */
export interface HeadTag {
  element: 'title' | 'meta' | 'link' | 'script';
  attributes: [string, string][];
  /** The text as written between the tags, already escaped for its element. */
  text?: string;
}

const ATTRIBUTE_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text for a double-quoted attribute or an element's text. */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"]/g, (char) => ATTRIBUTE_ENTITIES[char]);
}

/**
 * JSON for a <script> element (a JSON-LD block, the remotes' list): no text of the data (a product's name) can end
 * the script, since every `<` is written `\u003c` (JSON reads it as the same character); U+2028 and U+2029 likewise,
 * for old parsers.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  element: 'meta',
  attributes: [
    [key, name],
    ['content', content],
  ],
});

/**
 * The tags of `head`, in order: title, description, canonical, the languages' alternates, robots, Open Graph,
 * Twitter, then JSON-LD.
 */
export function headTagsOf(head: PageHead): HeadTag[] {
  const { preview } = head;
  return [
    { element: 'title', attributes: [], text: escapeHtml(head.title) },
    meta('name', 'description', head.description),
    ...(head.canonical
      ? [
          {
            element: 'link',
            attributes: [
              ['rel', 'canonical'],
              ['href', head.canonical],
            ],
          } satisfies HeadTag,
        ]
      : []),
    ...(head.alternates ?? []).map(({ hreflang, href }): HeadTag => ({
      element: 'link',
      attributes: [
        ['rel', 'alternate'],
        ['hreflang', hreflang],
        ['href', href],
      ],
    })),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(preview
      ? [
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
        ]
      : []),
    ...head.structuredData.map((data): HeadTag => ({
      element: 'script',
      attributes: [['type', 'application/ld+json']],
      text: scriptJson(data),
    })),
  ];
}

function tagHtml({ element, attributes, text }: HeadTag): string {
  const attrs = attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  return text === undefined ? `<${element}${attrs} />` : `<${element}${attrs}>${text}</${element}>`;
}

/** The tags of `head` as HTML, one a line (indented for the shell's page). */
export function renderHeadTags(head: PageHead): string {
  return headTagsOf(head).map(tagHtml).join('\n    ');
}

/** Every tag of the document's head that says what the page is: `applyHead` replaces them all. */
const PAGE_HEAD_TAGS =
  'title, meta[name="description"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[name="robots"], ' +
  'meta[property^="og:"], ' +
  'meta[property^="product:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/**
 * Puts `head`'s tags in `doc` in place of the page's current ones, where the first of them stands (where the shop's
 * server wrote them), in one step: a reader of the document sees the old page's head or the new one, never a mix.
 */
export function applyHead(doc: Document, head: PageHead): void {
  const template = doc.createElement('template');
  template.innerHTML = renderHeadTags(head);
  // The tags alone: the lines between them would pile up, move after move.
  for (const node of [...template.content.childNodes]) if (node.nodeType !== node.ELEMENT_NODE) node.remove();
  const current = [...doc.head.querySelectorAll(PAGE_HEAD_TAGS)];
  const place = current[0] ?? null;
  doc.head.insertBefore(template.content, place);
  for (const tag of current) tag.remove();
}

/** The page's description, once it is known later than its head (a product's, when the product has come). */
export function applyDescription(doc: Document, description: string): void {
  let tag = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = doc.createElement('meta');
    tag.name = 'description';
    doc.head.appendChild(tag);
  }
  tag.content = description;
}
