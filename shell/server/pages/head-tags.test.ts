import { A_HEAD } from '../test/plans';
import { headTags, scriptJson, withHeadTags } from './head-tags';

const MARKUP = '</script><script>alert(1)</script> "Shawl" & co';

describe("a page's head as HTML", () => {
  it('escapes every text, so a product name with markup stays inside its tag', () => {
    const tags = headTags({
      ...A_HEAD,
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
    expect(tags).toContain('<meta property="product:price:currency" content="NPR" />');
    const [, json] = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ '@type': 'Product', name: MARKUP });
  });

  it('writes noindex and leaves the canonical link out where the head says so', () => {
    const tags = headTags({ ...A_HEAD, noindex: true, canonical: null });
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
  });

  it('puts the tags where the build had its title and description, before the boot frame’s style', () => {
    const page = withHeadTags(
      '<head><meta name="description" content="old" /><title>Pashmina Shop</title><style>x</style></head>',
      '<title>New</title>',
    );
    expect(page).toBe('<head><title>New</title><style>x</style></head>');
    expect(scriptJson({ a: '<\u2028' })).toBe('{"a":"\\u003c\\u2028"}');
  });
});
