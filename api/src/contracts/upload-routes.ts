// The API's routes whose body is a picture (multipart), in one table: the API's controllers declare these routes from
// it, and the shop's server (shell/server/http/api-proxy.ts) gives exactly these a picture's body limit and every
// other API route the JSON limit. A picture route written only on one side was a photo refused 413 at the shop's
// address while the API itself took it (issue 49, item 4).
import { PRODUCT_IMAGE_FIELD } from './product';
import { MAX_PRODUCT_IMAGE_BYTES } from './rules/product';
import { VARIANT_IMAGE_FIELD } from './rules/variant';

/** Where the API's routes begin (Nest's global prefix). */
export const API_PREFIX = 'api/v1';

/**
 * JSON and form bodies: far above any real request (the longest, a checkout of MAX_ORDER_LINES lines, is a few kB),
 * small enough that no body costs much to parse or hold.
 */
export const JSON_BODY_BYTES = 32 * 1024;

/** A picture's whole body: the picture itself, with room for the form's fields and the multipart framing. */
export const UPLOAD_BODY_BYTES = MAX_PRODUCT_IMAGE_BYTES + 1024 * 1024;

export interface UploadRoute {
  method: 'POST' | 'PUT';
  /** Under API_PREFIX, in the routers' own syntax (Nest's and fastify's agree on `:param`). */
  path: string;
  /** The multipart field that carries the picture. */
  field: string;
}

export const UPLOAD_ROUTES = {
  /** A new product, with its picture. */
  createProduct: { method: 'POST', path: 'product', field: PRODUCT_IMAGE_FIELD },
  /** A product changed, its picture perhaps replaced. */
  updateProduct: { method: 'PUT', path: 'product/:id', field: PRODUCT_IMAGE_FIELD },
  /** A variant's own picture. */
  variantImage: { method: 'POST', path: 'product/:id/variants/:variantId/image', field: VARIANT_IMAGE_FIELD },
} as const satisfies Record<string, UploadRoute>;
