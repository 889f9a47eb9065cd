import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** HSTS as browsers expect it: a year, subdomains included. Sent only on responses that travelled over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The API answers JSON, pictures and redirects: no response needs to run, embed or load anything. */
const API_CSP = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/**
 * The Swagger UI (when API_DOCS is on) loads its own scripts and styles from /api/docs, writes a <style> block
 * into its page and draws icons from data: URLs; "Try it out" calls the API on the same origin.
 */
const DOCS_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const shared: HelmetOptions = {
  // The shop's pages call the API through the shell's proxy (same origin); a remote run on its own port during
  // development shows pictures from the API's port, which is the same site.
  crossOriginResourcePolicy: { policy: 'same-site' },
  // Sent below, only over HTTPS.
  strictTransportSecurity: false,
};

/**
 * helmet on every response (nosniff, frame and referrer policies, …) with a CSP for JSON, a looser one for the
 * docs' pages; HSTS when the request came over HTTPS (TLS, or X-Forwarded-Proto from a trusted proxy).
 * Pages that set their own CSP (the Khalti sandbox's payment page) replace the default one.
 */
export function securityHeaders(docsPath: string | null): RequestHandler {
  const api = helmet({ ...shared, contentSecurityPolicy: { useDefaults: false, directives: API_CSP } });
  const docs = helmet({ ...shared, contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP } });
  const docsPrefix = docsPath ? `/${docsPath}` : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    const forDocs = docsPrefix !== null && req.path.startsWith(docsPrefix);
    (forDocs ? docs : api)(req, res, next);
  };
}

/**
 * A signed-in response (the request carried a token) holds one person's data: no browser or shared cache may keep
 * it. Public responses keep whatever caching their route chose.
 */
export function noStoreWhenSignedIn(req: Request, res: Response, next: NextFunction): void {
  if (req.headers.authorization) res.setHeader('Cache-Control', 'no-store');
  next();
}
