import type { APIRequestContext } from '@playwright/test';
import type { Product } from '../../api/src/contracts';
import { bearer, logInAsAdmin } from '../support/accounts';
import { PRODUCT_PICTURE } from '../support/admin';
import { E2E_PRODUCT_PREFIX, listProducts, seededProducts, isPlain } from '../support/api';
import { shellUrl } from '../support/env';
import { expect, test } from '../support/test';

// Issue 25: what search engines and link previews read in the shop's first HTML, robots.txt, the sitemap, and
// status codes that tell the truth. Read as a crawler reads them: the raw HTML of one request, no browser.

const SHOP = 'Pashmina Shop';

interface Head {
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  meta: Record<string, string>;
  structuredData: Record<string, unknown>[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head of a page as a crawler reads it from the server's HTML. */
function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    meta[key] = decode(content);
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles, 'one <title>').toHaveLength(1);
  expect(head.match(/<meta name="description"/g), 'one description').toHaveLength(1);
  return {
    title: decode(titles[0][1]),
    description: meta.description,
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(head)?.[1],
    robots: meta.robots,
    meta,
    structuredData: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      ([, json]) => JSON.parse(json) as Record<string, unknown>,
    ),
  };
}

async function pageHead(request: APIRequestContext, path: string, status = 200): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  return headOf(await response.text());
}

function ofType(head: Head, type: string): Record<string, unknown>[] {
  return head.structuredData.filter((data) => data['@type'] === type);
}

type ListItem = { position?: unknown; name?: unknown; item?: unknown; url?: unknown };

/** Google's required fields of a BreadcrumbList: each item a position and a name, an `item` on all but the last. */
function expectBreadcrumb(data: Record<string, unknown>, names: string[]) {
  const items = data.itemListElement as ListItem[];
  expect(items.map((item) => item.name)).toEqual(names);
  items.forEach((item, i) => {
    expect(item.position).toBe(i + 1);
    if (i < items.length - 1) expect(String(item.item)).toMatch(/^https?:\/\//);
    else expect(item.item).toBeUndefined();
  });
}

/** Google's required fields of a Product (name, image, offers.price > 0, offers.priceCurrency), and what we add. */
function expectProductData(data: Record<string, unknown>, product: Product) {
  const offers = data.offers as Record<string, unknown>;
  expect(data.name).toBe(product.productName);
  expect((data.image as string[]).length).toBeGreaterThan(0);
  for (const image of data.image as string[]) expect(image).toMatch(new RegExp(`^${shellUrl}/uploads/`));
  expect(data.sku).toBe(product._id);
  expect(data.brand).toEqual({ '@type': 'Brand', name: SHOP });
  expect(data.description).toBe(product.description);
  expect(Number(offers.price)).toBeGreaterThan(0);
  expect(offers.price).toBe(product.salePrice.toFixed(2));
  expect(offers.priceCurrency).toBe('NPR');
  expect(offers.availability).toBe(
    product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  );
  expect(offers.url).toBe(`${shellUrl}/SingleProducts/${product._id}`);
  expect(offers.itemCondition).toBe('https://schema.org/NewCondition');
}

function expectPreview(head: Head, type: 'website' | 'product') {
  expect(head.meta['og:title']).toBe(head.title);
  expect(head.meta['og:description']).toBe(head.description);
  expect(head.meta['og:url']).toBe(head.canonical);
  expect(head.meta['og:site_name']).toBe(SHOP);
  expect(head.meta['og:type']).toBe(type);
  expect(head.meta['og:image']).toMatch(new RegExp(`^${shellUrl}/`));
  expect(head.meta['twitter:card']).toBe('summary_large_image');
}

/** Adds a product as the admin's form does; the suite's own products begin with E2E_PRODUCT_PREFIX. */
async function addProduct(request: APIRequestContext, token: string, fields: Record<string, string>) {
  const response = await request.post('/api/v1/product', {
    headers: bearer(token),
    multipart: {
      description: 'A shawl the search-engine tests add. '.repeat(8),
      price: '4000',
      discount: '25',
      featured: 'false',
      generalCategory: 'shawl',
      genderCategory: 'men',
      stock: '3',
      composition: '100% Pashmina',
      size: '',
      weight: '',
      ...fields,
      productImg: PRODUCT_PICTURE,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { product: Product }).product;
}

test.describe('the server’s HTML, as search engines read it', () => {
  let token: string;
  const added: Product[] = [];

  test.beforeAll(async ({ request }) => {
    token = (await logInAsAdmin(request)).token;
  });
  test.afterAll(async ({ request }) => {
    for (const product of added)
      await request.delete(`/api/v1/product/${product._id}`, { headers: bearer(token) });
  });

  test('home: the shop’s title, description, canonical link, preview, Organization and WebSite', async ({
    request,
  }) => {
    const head = await pageHead(request, '/');
    expect(head.title).toBe(`${SHOP}: handmade pashmina shawls, mufflers, ponchos and blankets from Nepal`);
    expect(head.description).toBeTruthy();
    expect(head.canonical).toBe(`${shellUrl}/`);
    expect(head.robots).toBeUndefined();
    expectPreview(head, 'website');
    const [organization] = ofType(head, 'Organization');
    expect(organization).toMatchObject({
      name: SHOP,
      url: `${shellUrl}/`,
      logo: `${shellUrl}/favicon.svg`,
      address: { streetAddress: 'Thamel', addressLocality: 'Kathmandu', addressCountry: 'NP' },
      telephone: '+977 1-4701234',
      email: 'hello@pashminashop.com.np',
    });
    expect(ofType(head, 'WebSite')).toEqual([
      { '@context': 'https://schema.org', '@type': 'WebSite', name: SHOP, url: `${shellUrl}/` },
    ]);
    // The logo it names is there.
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  });

  for (const [path, title, query] of [
    ['/WomenProduct', "Women's Collection", 'genderCategory=women'],
    ['/MenProduct', "Men's Collection", 'genderCategory=men'],
    ['/NewArrival', 'New Arrivals', 'newArrival=true&sort=newest'],
    ['/Bestsellers', 'Best Sellers', 'bestSeller=true&sort=best-selling'],
  ] as const) {
    test(`${path}: its title, a canonical link without filters, a breadcrumb and the products it shows`, async ({
      request,
    }) => {
      const head = await pageHead(request, path);
      expect(head.title).toBe(`${title} | ${SHOP}`);
      expect(head.description).toBeTruthy();
      expect(head.canonical).toBe(`${shellUrl}${path}`);
      expectPreview(head, 'website');
      expectBreadcrumb(ofType(head, 'BreadcrumbList')[0], ['Home', title]);
      // The products of its first page, as the API lists them (read again if a test beside this one changed the
      // catalogue between the two responses).
      await expect(async () => {
        const [list] = ofType(await pageHead(request, path), 'ItemList');
        const shown = (await (
          await request.get(`/api/v1/product?${query}&page=1&limit=9`)
        ).json()) as Product[];
        expect(list.itemListElement).toEqual(
          shown.map((product, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            url: `${shellUrl}/SingleProducts/${product._id}`,
          })),
        );
      }).toPass({ timeout: 15_000 });

      // A later page keeps its number in the canonical link; the filters go.
      const second = await pageHead(request, `${path}?page=2&category=shawl&price=9000`);
      expect(second.canonical).toBe(`${shellUrl}${path}?page=2`);
    });
  }

  test('a product: its name, description, price, availability and breadcrumb, as the API has them', async ({
    request,
  }) => {
    const [inStock] = (await seededProducts(request)).filter(
      (product) => product.stock > 0 && isPlain(product),
    );
    const outOfStock = await addProduct(request, token, {
      productName: `${E2E_PRODUCT_PREFIX}Sold Out Shawl`,
      stock: '0',
    });
    added.push(outOfStock);

    for (const product of [inStock, outOfStock]) {
      const head = await pageHead(request, `/SingleProducts/${product._id}`);
      expect(head.title).toBe(`${product.productName} | ${SHOP}`);
      expect(head.description!.length).toBeLessThanOrEqual(160);
      expect(product.description.replace(/\s+/g, ' ').startsWith(head.description!.replace(/…$/, ''))).toBe(
        true,
      );
      expect(head.canonical).toBe(`${shellUrl}/SingleProducts/${product._id}`);
      expect(head.robots).toBeUndefined();
      expectPreview(head, 'product');
      expect(head.meta['og:image']).toBe(`${shellUrl}${product.productImg}`);
      expect(head.meta['product:price:amount']).toBe(product.salePrice.toFixed(2));
      expect(head.meta['product:price:currency']).toBe('NPR');
      expectProductData(ofType(head, 'Product')[0], product);
      const collection = product.genderCategory === 'men' ? "Men's Collection" : "Women's Collection";
      expectBreadcrumb(ofType(head, 'BreadcrumbList')[0], ['Home', collection, product.productName]);
    }
  });

  test('a product named with markup leaves every tag and JSON-LD block intact', async ({ request, page }) => {
    const name = `${E2E_PRODUCT_PREFIX}</script><script>alert(1)</script> "Shawl"`;
    const product = await addProduct(request, token, { productName: name });
    added.push(product);
    const html = await (await request.get(`/SingleProducts/${product._id}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    const head = headOf(html);
    expect(head.title).toBe(`${name} | ${SHOP}`);
    expect(head.meta['og:title']).toBe(`${name} | ${SHOP}`);
    expect(head.structuredData).toHaveLength(2);
    expectProductData(ofType(head, 'Product')[0], product);

    // And the browser runs nothing of it.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/SingleProducts/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('/AboutUs and the private pages: their own text, and noindex where it belongs', async ({
    request,
  }) => {
    const about = await pageHead(request, '/AboutUs');
    expect(about.title).toBe(`About Us | ${SHOP}`);
    expect(about.canonical).toBe(`${shellUrl}/AboutUs`);
    expect(about.robots).toBeUndefined();
    expectPreview(about, 'website');
    for (const [path, title] of [
      ['/ReturnAndExchange', 'Return and Exchange'],
      ['/ContactUs', 'Contact Us'],
    ])
      expect((await pageHead(request, path)).title).toBe(`${title} | ${SHOP}`);

    for (const path of [
      '/Cart',
      '/Login',
      '/Register',
      '/success',
      '/search?q=shawl',
      '/forgot-password',
      '/reset-password',
      '/dashboard/user/orders',
      '/dashboard/admin/dashboard',
    ]) {
      const head = await pageHead(request, path);
      expect(head.robots, path).toBe('noindex');
      expect(head.canonical, path).toBeUndefined();
    }
  });

  test('status codes: 404 for what is not the shop’s, 301 to the spec’s casing, 200 for every real page', async ({
    request,
  }) => {
    const [product] = await seededProducts(request);
    for (const path of [
      '/no-such-page',
      '/SingleProducts/00000000-0000-4000-8000-000000000000',
      '/SingleProducts/not-an-id',
      '/dashboard/admin/nothing-here',
    ]) {
      const head = await pageHead(request, path, 404);
      expect(head.title).toBe(`Page not found | ${SHOP}`);
      expect(head.robots).toBe('noindex');
    }
    for (const [path, to] of [
      ['/womenproduct', '/WomenProduct'],
      ['/MENPRODUCT?page=2', '/MenProduct?page=2'],
      ['/aboutus/', '/AboutUs'],
      [`/singleproducts/${product._id}`, `/SingleProducts/${product._id}`],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location).toBe(to);
    }
    for (const path of [
      '/',
      '/Home',
      '/WomenProduct',
      `/SingleProducts/${product._id}`,
      '/Cart',
      '/Login',
      '/search',
      '/search?q=shawl&page=2',
    ])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  });

  test('robots.txt, and a sitemap whose every URL responds with 200', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await robots.text();
    for (const path of [
      '/dashboard/',
      '/Cart',
      '/cart',
      '/Login',
      '/Register',
      '/success',
      '/api/',
      '/sandbox/',
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text.trimEnd().endsWith(`Sitemap: ${shellUrl}/sitemap.xml`)).toBe(true);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const pages = urls.filter((url) => !url.includes('/SingleProducts/'));
    // Each public page in English and in Nepali (issue 43: /ne, /ne/WomenProduct, …).
    expect(pages).toHaveLength(16);
    expect(pages.filter((url) => url === `${shellUrl}/ne` || url.startsWith(`${shellUrl}/ne/`))).toHaveLength(
      8,
    );
    for (const url of [...pages, ...urls.filter((url) => url.includes('/SingleProducts/')).slice(0, 3)]) {
      expect(url.startsWith(`${shellUrl}/`)).toBe(true);
      expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
    }
  });
});

test('the title, description and canonical link follow the shopper from home to a product and to a list @phone', async ({
  page,
  request,
}) => {
  const canonical = page.locator('link[rel="canonical"]');
  const description = page.locator('meta[name="description"]');
  await page.goto('/');
  await expect(page).toHaveTitle(
    `${SHOP}: handmade pashmina shawls, mufflers, ponchos and blankets from Nepal`,
  );
  await expect(canonical).toHaveAttribute('href', `${shellUrl}/`);

  const [product] = await listProducts(request, { featured: 'true' });
  await page
    .getByRole('region', { name: 'Check our selection' })
    .getByRole('link', { name: product.productName })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/SingleProducts/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expect(page).toHaveTitle(`${product.productName} | ${SHOP}`);
  await expect(canonical).toHaveAttribute('href', `${shellUrl}/SingleProducts/${product._id}`);
  // The product's own description, cut at a word (as the server writes it).
  await expect
    .poll(async () => {
      const content = (await description.getAttribute('content')) ?? '';
      return (
        content.length > 0 && product.description.replace(/\s+/g, ' ').startsWith(content.replace(/…$/, ''))
      );
    })
    .toBe(true);

  const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  const collection = await trail.nth(1).innerText();
  await trail.nth(1).click();
  const list = product.genderCategory === 'men' ? '/MenProduct' : '/WomenProduct';
  await expect(page).toHaveURL(`${shellUrl}${list}`);
  await expect(page).toHaveTitle(`${collection} | ${SHOP}`);
  await expect(canonical).toHaveAttribute('href', `${shellUrl}${list}`);
  await expect(description).toHaveAttribute('content', /^Pashmina shawls, mufflers/);
  // The landing page's preview and structured data described home only.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
