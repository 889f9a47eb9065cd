import { payableRupees, type Product } from '../../src/contracts';
import { CUSTOMER_INFO, withDefaultDelivery } from '../fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CUSTOMER_EMAIL, CUSTOMER_PASSWORD } from '../harness';
import type { SpawnedApi } from '../security/spawn-api';

// Calls to an API started as a process (security/spawn-api.ts), for the e-mail tests that kill it or run two.

export async function call(
  api: SpawnedApi,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(`${api.url}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => undefined)) as unknown,
    headers: res.headers,
  };
}

export async function login(api: SpawnedApi, who: 'customer' | 'admin'): Promise<string> {
  const [email, password] =
    who === 'admin' ? [ADMIN_EMAIL, ADMIN_PASSWORD] : [CUSTOMER_EMAIL, CUSTOMER_PASSWORD];
  const res = await call(api, '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status}`);
  return (res.body as { token: string }).token;
}

/** The products with at least 5 in stock, for cash-on-delivery checkouts of one unit each. */
export async function productsInStock(api: SpawnedApi): Promise<Product[]> {
  const listed = (await call(api, '/product?limit=100')).body as Product[];
  const inStock = listed.filter((candidate) => candidate.stock >= 5);
  if (!inStock.length) throw new Error('no product in stock');
  return inStock;
}

/** A cash-on-delivery checkout of one unit; returns the status and the order's id. */
export async function checkout(api: SpawnedApi, token: string, product: Product) {
  const res = await call(api, '/create-orders', {
    token,
    body: {
      amount: payableRupees(withDefaultDelivery(Math.round(product.salePrice * 100)) / 100, true).amount,
      customer_info: CUSTOMER_INFO,
      products_details: [{ identity: product._id, quantity: 1 }],
      payment_method: 'cashOnDelivery',
    },
  });
  return { status: res.status, orderId: (res.body as { order?: { _id: string } })?.order?._id };
}
