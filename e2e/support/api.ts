import type { APIRequestContext } from '@playwright/test';
import type { Product } from '../../api/src/contracts';

/** Reads the catalog the way a client does: through the shell's /api proxy. */
export async function listProducts(request: APIRequestContext, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ limit: '100', ...query });
  const response = await request.get(`/api/v1/product?${params}`);
  if (!response.ok()) throw new Error(`GET /product answered ${response.status()}`);
  return (await response.json()) as Product[];
}
