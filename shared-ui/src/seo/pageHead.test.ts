// A page's head, described once: the tags the shop's server writes and the ones the browser applies on a move.
import { applyDescription, applyHead, type PageHead, renderHeadTags, scriptJson } from './pageHead';

const MARKUP = '</script><script>alert(1)</script> "Shawl" & co';

const HOME: PageHead = {
  title: 'Pashmina Shop',
  description: 'Pure pashmina.',
  canonical: 'https://shop.example.np/',
  noindex: false,
  preview: { type: 'website', image: 'https://shop.example.np/favicon.svg' },
  structuredData: [{ '@type': 'WebSite', name: 'Pashmina Shop' }],
};

describe("a page's head as HTML", () => {
  it('writes every tag in its order, one a line, as the shell’s page carries them', () => {
    expect(renderHeadTags(HOME)).toBe(
      [
        '<title>Pashmina Shop</title>',
        '<meta name="description" content="Pure pashmina." />',
        '<link rel="canonical" href="https://shop.example.np/" />',
        '<meta property="og:title" content="Pashmina Shop" />',
        '<meta property="og:description" content="Pure pashmina." />',
        '<meta property="og:url" content="https://shop.example.np/" />',
        '<meta property="og:site_name" content="Pashmina Shop" />',
        '<meta property="og:type" content="website" />',
        '<meta property="og:image" content="https://shop.example.np/favicon.svg" />',
        '<meta name="twitter:card" content="summary_large_image" />',
        '<script type="application/ld+json">{"@type":"WebSite","name":"Pashmina Shop"}</script>',
      ].join('\n    '),
    );
  });

  it('escapes every text, so a product name with markup stays inside its tag', () => {
    const tags = renderHeadTags({
      ...HOME,
      title: `${MARKUP} | Pashmina Shop`,
      canonical: 'https://shop.example.np/SingleProducts/x',
      preview: { type: 'product', image: 'https://shop.example.np/p.webp', price: '100.00' },
      structuredData: [{ '@type': 'Product', name: MARKUP }],
    });
    expect(tags).not.toContain('<script>alert(1)');
    expect(tags).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Shawl&quot; &amp; co',
    );
    expect(tags).toContain('<meta property="og:type" content="product" />');
    expect(tags).toContain(
      '<meta property="product:price:amount" content="100.00" />\n    <meta property="product:price:currency" content="NPR" />',
    );
    const [, json] = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ '@type': 'Product', name: MARKUP });
  });

  it('writes noindex and leaves the canonical link out where the head says so', () => {
    const tags = renderHeadTags({ ...HOME, noindex: true, canonical: null });
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
  });

  it('writes JSON that cannot close its script element', () => {
    expect(scriptJson({ a: '<\u2028\u2029' })).toBe('{"a":"\\u003c\\u2028\\u2029"}');
    const text = scriptJson({ entry: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ entry: '</script><script>alert(1)</script>' });
  });
});

describe("a page's head in the browser", () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta charset="utf-8" />' +
      renderHeadTags({ ...HOME, preview: { type: 'product', image: 'https://x/p.webp', price: '5.00' } }) +
      '<style>b{}</style>';
  });

  it('replaces all of the page’s tags at once, where the server wrote them, as the server writes them', () => {
    const next: PageHead = {
      title: 'Women | Pashmina Shop',
      description: 'Shawls for women.',
      canonical: 'https://shop.example.np/WomenProduct',
      noindex: false,
      preview: null,
      structuredData: [],
    };
    applyHead(document, next);
    expect(document.title).toBe('Women | Pashmina Shop');
    expect([...document.head.children].map((tag) => tag.outerHTML)).toEqual([
      '<meta charset="utf-8">',
      '<title>Women | Pashmina Shop</title>',
      '<meta name="description" content="Shawls for women.">',
      '<link rel="canonical" href="https://shop.example.np/WomenProduct">',
      '<style>b{}</style>',
    ]);
    // Move after move, nothing piles up in the head.
    const nodes = document.head.childNodes.length;
    applyHead(document, next);
    expect(document.head.childNodes).toHaveLength(nodes);
    expect(
      document.querySelectorAll('meta[property^="og:"], meta[property^="product:"], script'),
    ).toHaveLength(0);
  });

  it('writes noindex and takes the canonical link away for a page without one (the 404)', () => {
    applyHead(document, { ...HOME, title: 'Page not found', canonical: null, noindex: true, preview: null });
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('sets a description that comes later (a product’s)', () => {
    applyDescription(document, 'A maroon shawl.');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'A maroon shawl.',
    );
  });
});
