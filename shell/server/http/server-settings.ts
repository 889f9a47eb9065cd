// The shop's server's own settings from the environment, read once at its start; a wrong one stops the start with
// a message naming it.
//   TRUST_PROXY              which peers are proxies whose X-Forwarded-For is believed (client-address.ts)
//   PROXY_BUFFER_BYTES       request body bytes held at once, all clients together (body-budget.ts)
//   PAGE_RENDERS_PER_CLIENT  pages made with their first screen at once for one client (page-limiter.ts)
// and the ports it listens on and calls, none of which may be one that fetch refuses (refusedPorts).
import { badPortProblem } from '../../../tools/apps';
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

/** A port this server listens on, or an address it calls with fetch, and the variable or option that set it. */
export type PortSource = { name: string; port: number } | { name: string; url: URL };

/** The port of an address, its scheme's when the address names none. */
function portOfUrl(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/**
 * Why each of these ports cannot be used, one line each: on a port browsers and Node's fetch refuse ("bad ports"),
 * a server starts well but nothing can call it. The shop's server read its pages' data from an API on one, and
 * silently served generic titles and empty first screens.
 */
export function refusedPorts(sources: PortSource[]): string[] {
  return sources.flatMap((source) => {
    const port = 'port' in source ? source.port : portOfUrl(source.url);
    return (
      badPortProblem('url' in source ? `${source.name} ${source.url.origin}: port` : source.name, port) ?? []
    );
  });
}
