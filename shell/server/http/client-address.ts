// Who the client is: the socket's peer, or, when that peer is a proxy named by TRUST_PROXY (a TLS terminator such
// as nginx or Caddy), the right-most address of its X-Forwarded-For that is not a trusted proxy. The setting has the
// API's syntax and meaning (api/src/config/load-config.ts, Express's `trust proxy`): a hop count, or a
// comma-separated list of addresses, CIDR blocks, loopback, linklocal or uniquelocal; default loopback. fastify's
// trustProxy reads X-Forwarded-For with it (request.ip), and X-Forwarded-Proto (request.protocol).
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { clientIdentityOf, readClientAddress } from '../../../api/src/contracts/client-address';
import { clientGroupOf } from '../../../tools/client-group';

/** What fastify's trustProxy takes: a list of proxies, or whether the hop-th address from the socket is one. */
export type TrustProxy = string | ((address: string, hop: number) => boolean);

/** Names Express (and fastify, through the same proxy-addr) knows for address ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY as the shop's server uses it; throws, naming the setting, when it is not one. A hop count n trusts
 * the n nearest hops whoever they are (Express's meaning: fastify's own reading of a number trusts none).
 */
export function trustProxyOf(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '') return 'loopback';
  if (/^\d+$/.test(raw) && Number(raw) <= 16) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (RANGE_NAMES.includes(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (!version || rest.length) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
  if (!valid)
    throw new Error(
      `TRUST_PROXY must be a hop count from 0 to 16 or a comma-separated list of addresses, CIDR blocks, loopback, linklocal or uniquelocal (got "${raw}")`,
    );
  return entries.join(',');
}

/**
 * The client's address as this server tells the API (X-Forwarded-For): the socket's peer, or what a trusted proxy
 * wrote (fastify's request.ip), read without a port. What names no address is passed on as it was written, so the
 * API counts it as the same unknown client this server does, and never as this server's peer.
 */
export function clientAddressOf(request: FastifyRequest): string {
  const peer = request.raw.socket.remoteAddress ?? '';
  const written = request.ip;
  if (!written || written === peer) return peer;
  return readClientAddress(written) ?? written.trim();
}

/**
 * The group every per-address count of this server counts the client in: its IPv4 address, its IPv6 /64, or, when
 * a trusted proxy wrote no readable address, an unknown client of its own (contracts/client-address.ts).
 */
export function clientGroupOfRequest(request: FastifyRequest): string {
  return clientGroupOf(clientIdentityOf(clientAddressOf(request)));
}
