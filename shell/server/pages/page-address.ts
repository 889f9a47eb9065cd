// Which addresses are the shop's pages (client routes: /MenProduct, /dashboard/user/orders, /SingleProducts/<id>)
// rather than files: those whose last segment has no dot. A route constraint (find-my-way's), so that the page has a
// route of its own beside the static files' wildcard, rather than being what a missing file falls back to.
import type { FastifyInstance } from 'fastify';

export function isPageAddress(url: string): boolean {
  const pathname = url.split('?')[0];
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/** The constraint's name: a route with `constraints: { [PAGE_ADDRESS]: true }` is chosen for page addresses only. */
export const PAGE_ADDRESS = 'pageAddress';

export function addPageAddressConstraint(app: FastifyInstance): void {
  app.addConstraintStrategy({
    name: PAGE_ADDRESS,
    storage() {
      const handlers = new Map<unknown, never>();
      return {
        get: (value: unknown) => handlers.get(value) ?? null,
        set: (value: unknown, handler: never) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (req) => isPageAddress(req.url ?? '/'),
    // A file's address falls through to the routes without the constraint (the static files).
    mustMatchWhenDerived: false,
  });
}
