// The first API requests of a storefront page and its largest picture, as the storefront asks for and shows them,
// so the shell's server can preload both from the page's <head>: the picture then downloads while the JavaScript
// does, instead of after it has run and asked the API. They mirror shared-ui (storefrontQueries.ts for the
// requests; Hero, ProductCard and ProductDetail for the pictures' srcset and sizes); the e2e test
// first-load.spec.ts fails when they drift apart, since Chromium then reports a preload the page did not use.
// A list page with filters in its URL gets no data hints.

export interface ProductPicture {
  productThumb?: string;
  productImg?: string;
  genderCategory?: string;
}

export interface PageData {
  /** The API requests the page opens with. */
  requests: string[];
  /** Which answer holds the page's largest picture, how to find it there, and the `sizes` it is shown at. */
  picture?: { from: string; pick: (body: unknown) => ProductPicture | undefined; sizes: string };
}

/** srcset of a product picture (shared-ui productSrcSet): the 480 px card rendition and the 1200 px detail one. */
export function productSrcSet(product: ProductPicture): string {
  const sources = [`${product.productThumb} 480w`];
  if (product.productImg) sources.push(`${product.productImg} 1200w`);
  return sources.join(', ');
}

const HERO_SIZES = '(max-width: 859px) 100vw, 460px';
const CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 420px';
const DETAIL_SIZES = '(max-width: 900px) 100vw, (max-width: 1240px) 55vw, 640px';

/** Each list page's own restriction, in the order RTK Query writes it, then page 1 of PAGE_SIZE (9). */
const LISTINGS: Record<string, string> = {
  '/womenproduct': 'genderCategory=women',
  '/menproduct': 'genderCategory=men',
  '/newarrival': 'newArrival=true&sort=newest',
  '/bestsellers': 'bestSeller=true&sort=best-selling',
};

const list = (body: unknown): ProductPicture[] => (Array.isArray(body) ? (body as ProductPicture[]) : []);

/** The path as the router matches it: lower case, no trailing slash. */
export function normalPath(pathname: string): string {
  let path = pathname.toLowerCase();
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/**
 * The storefront's chunk holding the code of the page at `pathname`, for the pages shoppers land on (home, the
 * lists, a product): the webpackChunkName each is imported with in storefront/src/Routes.tsx. Null for any other.
 */
export function pageChunkOf(pathname: string): string | null {
  const path = normalPath(pathname);
  if (path === '/' || path === '/home') return 'page-home';
  if (LISTINGS[path]) return 'page-listing';
  if (/^\/singleproducts\/[^/]+$/.test(path)) return 'page-product';
  return null;
}

/** What the page at `pathname` + `search` asks the API first, and which answer holds its largest picture. */
export function firstDataOf(pathname: string, search: string): PageData | null {
  const path = normalPath(pathname);
  if (path === '/' || path === '/home') {
    const featured = '/api/v1/product?featured=true&limit=8';
    return {
      requests: [featured, '/api/v1/newarrivals?limit=8', '/api/v1/bestsellers?limit=8'],
      // The hero's first slide shows the first featured product for women.
      picture: {
        from: featured,
        pick: (body) => list(body).find((p) => p.genderCategory === 'women') ?? list(body)[0],
        sizes: HERO_SIZES,
      },
    };
  }
  if (search && search !== '?') return null;
  const listing = LISTINGS[path];
  if (listing) {
    const url = `/api/v1/product?${listing}&page=1&limit=9`;
    return { requests: [url], picture: { from: url, pick: (body) => list(body)[0], sizes: CARD_SIZES } };
  }
  const product = /^\/singleproducts\/[^/]+$/.test(path) && pathname.split('/').filter(Boolean)[1];
  if (product) {
    let id: string;
    try {
      id = decodeURIComponent(product);
    } catch {
      return null;
    }
    const url = `/api/v1/product/${encodeURIComponent(id)}`;
    return {
      requests: [url],
      picture: {
        from: url,
        pick: (body) => (body as ProductPicture | null) ?? undefined,
        sizes: DETAIL_SIZES,
      },
    };
  }
  return null;
}
