import type { Product } from '@pashmina/contracts';
import { i18nFor } from '../i18n/runtime';
import { productHead, routeHead } from './heads';
import { listCanonicalPath } from './pageBasics';
import { renderHeadTags } from './pageHead';
import { shortDescription } from './pageTexts';
import { resolveShopPath } from './shopPaths';

const SHOP = 'https://shop.example.np';
const ID = '0a1b2c3d-0000-4000-8000-00000000abcd';

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: ID,
  productName: 'Royal Maroon Shawl',
  productImg: `/uploads/products/k-detail.webp`,
  productThumb: `/uploads/products/k-card.webp`,
  description: 'Pure pashmina, handwoven in Nepal.',
  price: 5000,
  discount: 10,
  salePrice: 4500,
  stock: 3,
  lowStockAt: 2,
  featured: false,
  generalCategory: 'shawl',
  genderCategory: 'men',
  composition: null,
  size: null,
  weight: null,
  quantitySold: 0,
  isNewArrival: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  options: [],
  variants: [],
  ...overrides,
});

describe('the shop’s addresses, as its server responds to them', () => {
  it.each([
    ['/', 'home'],
    ['/Home', 'homeAlias'],
    ['/WomenProduct', 'womenProducts'],
    [`/SingleProducts/${ID}`, 'singleProduct'],
    ['/Cart', 'cart'],
    ['/search', 'search'],
    ['/reset-password', 'resetPassword'],
    ['/dashboard/admin/users/42', 'adminUser'],
  ])('%s is the page %s', (path, route) => {
    expect(resolveShopPath(path)).toMatchObject({ kind: 'page', route, path });
  });

  it.each([
    ['/womenproduct', '/WomenProduct'],
    ['/WomenProduct/', '/WomenProduct'],
    ['/CART', '/Cart'],
    ['/Search/', '/search'],
    [`/singleproducts/${ID.toUpperCase()}`, `/SingleProducts/${ID}`],
    ['/Dashboard/User/Orders', '/dashboard/user/orders'],
  ])('%s moved to %s', (path, to) => {
    expect(resolveShopPath(path)).toEqual({ kind: 'moved', path: to });
  });

  it.each([
    '/nope',
    '/WomenProduct/extra',
    '/SingleProducts/abc',
    '/SingleProducts/%E0%A4%A',
    '/dashboard/admin/x',
    // The API's metrics are served on METRICS_PORT only: the shop's port returns its 404 page.
    '/metrics',
  ])('%s is not found', (path) => {
    expect(resolveShopPath(path)).toEqual({ kind: 'not-found' });
  });
});

describe('what a page tells search engines', () => {
  it('cuts a product’s description at a word to at most 160 characters', () => {
    const long = `${'Soft   warm pashmina,\n'.repeat(12)}end`;
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('pashmina…') || cut.endsWith('warm…') || cut.endsWith('Soft…')).toBe(true);
    expect(cut).not.toMatch(/\s{2}|\n/);
    expect(shortDescription('Short and  sweet.')).toBe('Short and sweet.');
  });

  it('keeps a list’s page above 1 in its canonical address, and drops its filters', () => {
    expect(listCanonicalPath('/WomenProduct', new URLSearchParams('q=red&category=shawl'))).toBe(
      '/WomenProduct',
    );
    expect(listCanonicalPath('/WomenProduct', new URLSearchParams('page=1'))).toBe('/WomenProduct');
    expect(listCanonicalPath('/MenProduct', new URLSearchParams('page=3&price=900'))).toBe(
      '/MenProduct?page=3',
    );
  });

  it('keeps the shopper’s own pages out of the index, with no canonical address', () => {
    for (const route of ['cart', 'success', 'login', 'userOrders', 'adminOrder'] as const) {
      const head = routeHead(SHOP, route, '/x', new URLSearchParams());
      expect(head.noindex).toBe(true);
      expect(head.canonical).toBeNull();
    }
    expect(routeHead(SHOP, 'aboutUs', '/AboutUs', new URLSearchParams())).toMatchObject({
      title: 'About Us | Pashmina Shop',
      canonical: `${SHOP}/AboutUs`,
      noindex: false,
    });
  });

  it('titles the search results with the text searched, kept out of the index', () => {
    const head = routeHead(
      SHOP,
      'search',
      '/search',
      new URLSearchParams('q=  red "shawl" </title>  &page=2'),
    );
    expect(head).toMatchObject({
      title: 'Search results for "red "shawl" </title>" | Pashmina Shop',
      canonical: null,
      noindex: true,
    });
    expect(renderHeadTags(head)).toContain(
      '<title>Search results for &quot;red &quot;shawl&quot; &lt;/title&gt;&quot; | Pashmina Shop</title>',
    );
    expect(renderHeadTags(head)).toContain('<meta name="robots" content="noindex" />');
    expect(routeHead(SHOP, 'search', '/search', new URLSearchParams('q=%20')).title).toBe(
      'Search | Pashmina Shop',
    );
    expect(routeHead(SHOP, 'search', '/search', new URLSearchParams()).title).toBe('Search | Pashmina Shop');
    const long = routeHead(SHOP, 'search', '/search', new URLSearchParams({ q: 'x'.repeat(500) }));
    expect(long.title).toBe(`Search results for "${'x'.repeat(100)}" | Pashmina Shop`);
  });

  it.each([
    ['login', 'Login'],
    ['register', 'Register'],
    ['forgotPassword', 'Forgot password'],
    ['resetPassword', 'Reset password'],
  ] as const)('gives the %s page a title of its own', (route, title) => {
    expect(routeHead(SHOP, route, '/x', new URLSearchParams()).title).toBe(`${title} | Pashmina Shop`);
  });

  it('describes a product with its sale price, availability and collection', () => {
    const head = productHead(SHOP, product({ stock: 0 }));
    expect(head.title).toBe('Royal Maroon Shawl | Pashmina Shop');
    expect(head.canonical).toBe(`${SHOP}/SingleProducts/${ID}`);
    expect(head.preview).toEqual({
      type: 'product',
      image: `${SHOP}/uploads/products/k-detail.webp`,
      price: '4500.00',
    });
    const [data, trail] = head.structuredData;
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: ID,
      offers: { price: '4500.00', priceCurrency: 'NPR', availability: 'https://schema.org/OutOfStock' },
    });
    expect((trail.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      "Men's Collection",
      'Royal Maroon Shawl',
    ]);
  });

  it('describes a product with variants as a ProductGroup: one Product per variant with its own offer', () => {
    const head = productHead(
      SHOP,
      product({
        stock: 4,
        options: [
          { name: 'Colour', values: ['Maroon', 'Beige'] },
          { name: 'Size', values: ['Stole'] },
          { name: 'Edge', values: ['Fringed'] },
        ],
        variants: [
          {
            _id: 'v1',
            options: { Colour: 'Maroon', Size: 'Stole', Edge: 'Fringed' },
            stock: 4,
            sku: 'RMS-M',
            image: { productImg: '/uploads/v1-detail.webp', productThumb: '/uploads/v1-card.webp' },
            label: 'Maroon / Stole / Fringed',
          },
          {
            _id: 'v2',
            options: { Colour: 'Beige', Size: 'Stole', Edge: 'Fringed' },
            stock: 0,
            sku: null,
            image: null,
            label: 'Beige / Stole / Fringed',
          },
        ],
      }),
    );
    // The canonical address is the product's: its variants are the group's.
    expect(head.canonical).toBe(`${SHOP}/SingleProducts/${ID}`);
    const [group] = head.structuredData;
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Royal Maroon Shawl',
      productGroupID: ID,
      variesBy: ['https://schema.org/color', 'https://schema.org/size', 'Edge'],
    });
    expect(group.hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Royal Maroon Shawl (Maroon / Stole / Fringed)',
        sku: 'RMS-M',
        color: 'Maroon',
        size: 'Stole',
        additionalProperty: [{ '@type': 'PropertyValue', name: 'Edge', value: 'Fringed' }],
        image: [`${SHOP}/uploads/v1-detail.webp`, `${SHOP}/uploads/v1-card.webp`],
        offers: expect.objectContaining({
          url: `${SHOP}/SingleProducts/${ID}?variant=v1`,
          price: '4500.00',
          availability: 'https://schema.org/InStock',
        }),
      }),
      expect.objectContaining({
        sku: 'v2',
        color: 'Beige',
        image: [`${SHOP}/uploads/products/k-detail.webp`, `${SHOP}/uploads/products/k-card.webp`],
        offers: expect.objectContaining({ availability: 'https://schema.org/OutOfStock' }),
      }),
    ]);
  });
});

describe('a product’s reviews, as search engines read them', () => {
  const review = (i: number, rating: number) => ({
    _id: `r${i}`,
    product: { _id: ID, productName: 'Royal Maroon Shawl' },
    rating,
    title: i === 0 ? 'Soft and warm' : null,
    text: `Review ${i}: real pashmina.`,
    author: 'Sita S.',
    verified: true as const,
    status: 'approved' as const,
    createdAt: `2026-03-0${i + 1}T10:00:00.000Z`,
    reply: null,
    variant: null,
  });
  const reviewed = {
    rating: { average: 4.3, count: 7 },
    reviews: [5, 4, 5, 3, 4, 5].map((rating, i) => review(i, rating)),
  };

  it('has no rating and no review without an approved review', () => {
    const [data] = productHead(
      SHOP,
      product({ rating: { average: 0, count: 0 }, reviews: [] }),
    ).structuredData;
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(renderHeadTags(productHead(SHOP, product())).includes('aggregateRating')).toBe(false);
  });

  it('gives a product its aggregateRating and at most 5 reviews', () => {
    const [data] = productHead(SHOP, product(reviewed)).structuredData;
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = data.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(5);
    expect(reviews[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Sita S.' },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      name: 'Soft and warm',
      reviewBody: 'Review 0: real pashmina.',
      datePublished: '2026-03-01',
    });
  });

  it('gives a ProductGroup the same, and the Organization none', () => {
    const [group] = productHead(
      SHOP,
      product({
        ...reviewed,
        options: [{ name: 'Colour', values: ['Maroon'] }],
        variants: [
          { _id: 'v1', options: { Colour: 'Maroon' }, stock: 1, sku: null, image: null, label: 'Maroon' },
        ],
      }),
    ).structuredData;
    expect(group['@type']).toBe('ProductGroup');
    expect(group.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 7 });
    expect(group.review).toHaveLength(5);
    const home = routeHead(SHOP, 'home', '/', new URLSearchParams());
    for (const data of home.structuredData) expect(JSON.stringify(data)).not.toContain('Rating');
  });
});

describe('a Nepali page’s head', () => {
  const alternates = (path: string) => [
    { hreflang: 'en', href: `${SHOP}${path}` },
    { hreflang: 'ne', href: `${SHOP}/ne${path === '/' ? '' : path}` },
    { hreflang: 'x-default', href: `${SHOP}${path}` },
  ];

  it('is in Nepali, its canonical its own address under /ne, naming both languages’ pages', async () => {
    const ne = await i18nFor('ne');
    const list = routeHead(SHOP, 'womenProducts', '/WomenProduct', new URLSearchParams(), ne);
    expect(list).toMatchObject({
      title: 'महिलाहरूको सङ्ग्रह | Pashmina Shop',
      canonical: `${SHOP}/ne/WomenProduct`,
      alternates: alternates('/WomenProduct'),
      noindex: false,
    });
    expect(routeHead(SHOP, 'home', '/', new URLSearchParams(), ne)).toMatchObject({
      canonical: `${SHOP}/ne`,
      alternates: alternates('/'),
    });
    const tags = renderHeadTags(list);
    expect(tags).toContain(`<link rel="alternate" hreflang="ne" href="${SHOP}/ne/WomenProduct" />`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${SHOP}/WomenProduct" />`);
    // The English page names the same two, its canonical its own.
    expect(routeHead(SHOP, 'womenProducts', '/WomenProduct', new URLSearchParams())).toMatchObject({
      canonical: `${SHOP}/WomenProduct`,
      alternates: alternates('/WomenProduct'),
    });
    // A shopper's own pages have neither.
    expect(routeHead(SHOP, 'cart', '/Cart', new URLSearchParams(), ne)).toMatchObject({
      canonical: null,
      alternates: [],
      noindex: true,
    });
  });

  it('names a product by its Nepali name when it has one, structured data too, else by its own', async () => {
    const ne = await i18nFor('ne');
    const named = { ...product(), productNameNe: 'राजसी मरुन सल' } as Product;
    const head = productHead(SHOP, named, ne);
    expect(head.title).toBe('राजसी मरुन सल | Pashmina Shop');
    expect(head.canonical).toBe(`${SHOP}/ne/SingleProducts/${ID}`);
    expect(head.alternates).toEqual(alternates(`/SingleProducts/${ID}`));
    const [data, trail] = head.structuredData;
    expect(data).toMatchObject({ name: 'राजसी मरुन सल', offers: { url: `${SHOP}/ne/SingleProducts/${ID}` } });
    expect((trail.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'गृहपृष्ठ',
      'पुरुषहरूको सङ्ग्रह',
      'राजसी मरुन सल',
    ]);
    expect(productHead(SHOP, product(), ne).title).toBe('Royal Maroon Shawl | Pashmina Shop');
    expect(productHead(SHOP, named).title).toBe('Royal Maroon Shawl | Pashmina Shop');
  });
});
