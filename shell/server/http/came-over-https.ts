// Whether a request reached the shop over HTTPS, decided once for the shell's answers (HSTS) and for what its API
// proxy tells the API (X-Forwarded-Proto), so the two never disagree.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Loopback peers are this machine's own TLS terminator: their X-Forwarded-Proto is believed. The API's
 * TRUST_PROXY defaults to `loopback` for the same reason (it believes the shell's proxy on the same machine).
 */
const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/** HSTS as browsers expect it: a year, subdomains included. Sent only on answers that travelled over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached us over HTTPS: a TLS socket, or a trusted proxy that says so. A client's own
 * X-Forwarded-Proto from anywhere else is ignored.
 */
export function cameOverHttps(req: Pick<IncomingMessage, 'socket' | 'headers'>): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const proto = String(req.headers['x-forwarded-proto'] || '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return proto === 'https' && LOOPBACK.test(req.socket.remoteAddress || '');
}
