// Whether a request reached the shop over HTTPS, decided once for the shell's answers (HSTS) and for what its API
// proxy tells the API (X-Forwarded-Proto), so the two never disagree.
import type { FastifyRequest } from 'fastify';

/** HSTS as browsers expect it: a year, subdomains included. Sent only on answers that travelled over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached us over HTTPS: a TLS socket, or a proxy named by TRUST_PROXY (default loopback: this
 * machine's own TLS terminator) that says so. fastify's request.protocol reads it so (client-address.ts): the
 * X-Forwarded-Proto the trusted proxy wrote last, never a client's own from anywhere else.
 */
export function cameOverHttps(request: Pick<FastifyRequest, 'protocol'>): boolean {
  return String(request.protocol).trim().toLowerCase() === 'https';
}
