// The headers of this server's own responses (not the API's, which sets its own), through @fastify/helmet: nosniff,
// the referrer policy, no framing, and for the shell its Content-Security-Policy. HSTS only on a response that
// travelled over HTTPS, which helmet cannot tell.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { cameOverHttps, HSTS } from './came-over-https';

/** Origins (scheme://host:port) of the remotes the served /mf-remotes.json names. */
export function remoteOrigins(manifest: { remotes: { entry: string }[] }): string[] {
  const origins = new Set<string>();
  for (const { entry } of manifest.remotes) {
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // A relative entry is served by the shell itself: 'self' covers it.
    }
  }
  return [...origins];
}

/**
 * The shell's Content-Security-Policy. Scripts, manifests, fonts and pictures come from the shop and the remotes
 * (Module Federation loads each remote's mf-manifest.json and chunks from its own origin). Styles allow inline:
 * the first screen's critical rules are inlined, and the development build's CSS Modules are injected as <style>
 * elements. Pictures also come from data: and blob: (the image preview of the product form), and from `pictures`:
 * the origin of the API's PICTURES_PUBLIC_URL (a CDN or a public bucket) when the shop's pictures are loaded there. Nothing may frame the
 * shop, and forms post only to it. `inlineScripts` are the hashes of the only inline scripts allowed (the first
 * screen's loader).
 */
export function shellContentSecurityPolicy(
  remotes: string[],
  inlineScripts: string[] = [],
  pictures: string[] = [],
): Record<string, string[]> {
  const withRemotes = ["'self'", ...remotes];
  return {
    'default-src': ["'self'"],
    'script-src': [...withRemotes, ...inlineScripts],
    'style-src': [...withRemotes, "'unsafe-inline'"],
    'img-src': [...withRemotes, ...pictures, 'data:', 'blob:'],
    'font-src': withRemotes,
    'connect-src': withRemotes,
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // A wallet's form (eSewa's) is posted from the API's start page, whose own policy names the enabled methods'
    // hosts and nothing more; no page of the shell posts anywhere but to the shop.
    'form-action': ["'self'"],
  };
}

export interface SecurityHeadersOptions {
  /** The shell's policy; a remote sends none (its files are scripts and styles, never a page of the shop). */
  contentSecurityPolicy: Record<string, string[]> | null;
  /** A remote's files are loaded by the shop from another origin. */
  crossOrigin: boolean;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { contentSecurityPolicy, crossOrigin }: SecurityHeadersOptions,
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: contentSecurityPolicy
      ? { useDefaults: false, directives: contentSecurityPolicy }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Neither of these: each puts the page in a browsing context group (or agent cluster) of its own, which on a
    // first visit costs the start of a fresh renderer before the first paint (Lighthouse's first contentful paint
    // came about 250 ms later on the same build, and its blocking time rose with it), and on a phone, where Chrome
    // isolates few sites, on real visits too. The shop opens no other window and embeds no other origin: what they
    // guard against (another site's window holding a reference to the shop's) is not worth a slower first screen.
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (cameOverHttps(request)) reply.header('Strict-Transport-Security', HSTS);
  });
}
