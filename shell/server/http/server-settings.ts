// The shop's server's own settings from the environment, read once at its start; a wrong one stops the start with
// a message naming it.
//   TRUST_PROXY              which peers are proxies whose X-Forwarded-For is believed (client-address.ts)
//   PROXY_BUFFER_BYTES       request body bytes held at once, all clients together (body-budget.ts)
//   PAGE_RENDERS_PER_CLIENT  pages made with their first screen at once for one client (page-limiter.ts)
import { PAGE_RENDERS_PER_CLIENT } from '../pages/page-limiter';
import { BUFFER_BYTES, PICTURE_BODY_LIMIT } from './body-budget';
import { type TrustProxy, trustProxyOf } from './client-address';

export interface ShopServerSettings {
  trustProxy: TrustProxy;
  bufferBytes: number;
  pageRendersPerClient: number;
}

/** A whole number in [min, max], or `fallback` when unset; throws naming the variable otherwise. */
function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

export function shopServerSettingsOf(env: NodeJS.ProcessEnv): ShopServerSettings {
  return {
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    // At least four pictures' worth: one client's quarter of it must still take a picture.
    bufferBytes: integer(env, 'PROXY_BUFFER_BYTES', BUFFER_BYTES, 4 * PICTURE_BODY_LIMIT, 2 ** 40),
    pageRendersPerClient: integer(env, 'PAGE_RENDERS_PER_CLIENT', PAGE_RENDERS_PER_CLIENT, 1, 64),
  };
}
