import type { APIRequestContext } from '@playwright/test';
import type { Product } from '../../api/src/contracts';

/** Reads the catalog the way a client does: through the shell's /api proxy. */
export async function listProducts(request: APIRequestContext, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ limit: '100', ...query });
  const response = await request.get(`/api/v1/product?${params}`);
  if (!response.ok()) throw new Error(`GET /product responded ${response.status()}`);
  return (await response.json()) as Product[];
}

/** How the names of the products the suite itself adds begin (the admin's product journey adds one and deletes it). */
export const E2E_PRODUCT_PREFIX = 'E2E ';

/**
 * A product the seed made, which stays while the suite runs: the newest product may be one the admin's journey has
 * just added and is about to make 0-stock and delete, in a test running beside this one.
 */
export async function seededProducts(request: APIRequestContext, query: Record<string, string> = {}) {
  return (await listProducts(request, query)).filter(
    (product) => !product.productName.startsWith(E2E_PRODUCT_PREFIX),
  );
}

/**
 * A product sold as it is. One with variants (issue 41; the demo shop has three) needs its options chosen before
 * 'Add to Cart' and a `variant` on its order lines: the journeys that buy or describe any product take plain ones,
 * and variants.spec.ts buys variants.
 */
export const isPlain = (product: Pick<Product, 'variants'>) => product.variants.length === 0;
