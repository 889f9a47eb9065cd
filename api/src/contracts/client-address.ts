// What a trusted proxy wrote as the client's address (the right-most untrusted entry of X-Forwarded-For, as Express
// and fastify pick it with TRUST_PROXY), read one way by the API (its rate limits, the pages for this machine only)
// and by the shop's server (its counts, and the X-Forwarded-For it writes): shell/server/http/client-address.ts.
// An entry that names no address once fell back to the socket's peer in the shop's server, so every such client
// was the terminator itself: one identity for all, and this machine to the loopback-only pages (issue 49, item 6).
// Node only (node:net): not exported from the contracts' index, which the browser bundles import.
import { isIP } from 'node:net';

/** An IPv4 address with a port, as some proxies write it: '198.51.100.8:5555'. */
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
/** An IPv6 address in brackets, with a port or without: '[2001:db8::1]:443'. */
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;

/** What the identity of a client whose address could not be read begins with. */
export const UNKNOWN_CLIENT = 'unknown:';
/** The most of an unreadable entry kept in its identity (a header can be kilobytes; a key need not be). */
const UNKNOWN_KEPT = 64;

/**
 * The address `written` names, read without a port ('198.51.100.8:5555' is 198.51.100.8, '[2001:db8::1]:443' is
 * 2001:db8::1); null when it names none: '08.8.8.8' (a leading zero reads as octal to some, decimal to others),
 * '8.8.8.8%eth0' (a zone belongs to IPv6 alone), 'unknown', ''.
 */
export function readClientAddress(written: string | undefined): string | null {
  const value = (written ?? '').trim();
  const ipv4 = IPV4_WITH_PORT.exec(value)?.[1];
  if (ipv4 !== undefined) return isIP(ipv4) === 4 ? ipv4 : null;
  const bracketed = BRACKETED.exec(value)?.[1];
  if (bracketed !== undefined) return isIP(bracketed) === 6 ? bracketed : null;
  return isIP(value) ? value : null;
}

/**
 * Who the client is for every count: its address, read as above, or, when none can be read, an unknown client of
 * its own named by what was written ('unknown:08.8.8.8'): never the proxy that wrote it, whose identity every such
 * client would then share.
 */
export function clientIdentityOf(written: string | undefined): string {
  return readClientAddress(written) ?? `${UNKNOWN_CLIENT}${(written ?? '').trim().slice(0, UNKNOWN_KEPT)}`;
}
