import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiError } from '../../contracts';
import { readClientAddress } from '../../contracts/client-address';

export const THIS_MACHINE_ONLY_MESSAGE =
  'The sandbox and the API docs answer only on the machine the shop runs on';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket's view of an IPv4 peer). */
const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * Whether the client is this machine, as express resolves the client through TRUST_PROXY: behind the shop's proxy
 * on loopback, the address its X-Forwarded-For names, so a browser elsewhere is refused even though every request
 * arrives from 127.0.0.1. A direct connection from one of the machine's own addresses to itself counts too: the API
 * calls its Khalti sandbox at the address it listens on, which HOST may make a private one.
 */
export function fromThisMachine(req: Request): boolean {
  // What names no address ('08.8.8.8', '127.0.0.1%eth0', 'unknown') is no client of this machine.
  const client = readClientAddress(req.ip);
  if (client === null) return false;
  return LOOPBACK.test(client) || (client === req.socket.remoteAddress && client === req.socket.localAddress);
}

/**
 * The path as the router will see it: decoded, runs of slashes as one, in lower case (express's routes ignore
 * case), so '/%73andbox' or '//Sandbox' cannot slip by.
 */
function routedPath(req: Request): string {
  let path = req.path;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: express answers 400 (or no route) for these anyway; check them as they are.
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * Refuses (403) every request under `prefixes` (e.g. '/sandbox', '/api/docs') from any client but this machine: in
 * development a mailbox showing reset links, a payment sandbox that settles orders and the API's map must not be
 * open to the Wi-Fi. `/api/docs` also covers `/api/docs-json` and `/api/docs-yaml`.
 */
export function thisMachineOnly(prefixes: string[]): RequestHandler {
  const guarded = new RegExp(
    `^(?:${prefixes.map((prefix) => prefix.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:[/-]|$)`,
  );
  return (req: Request, res: Response, next: NextFunction) => {
    if (!guarded.test(routedPath(req)) || fromThisMachine(req)) return next();
    const body: ApiError = {
      success: false,
      statusCode: 403,
      message: THIS_MACHINE_ONLY_MESSAGE,
      code: 'FORBIDDEN',
    };
    res.status(403).setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}
