// Written by `npm run i18n` (tools/i18n/catalogs.mjs): the parts of the Nepali catalog, each a chunk of its own.
import type { Messages } from '@lingui/core';

export const NEPALI_PARTS = {
  'about': () => import(/* webpackChunkName: "catalog-ne-about" */ './about'),
  'auth': () => import(/* webpackChunkName: "catalog-ne-auth" */ './auth'),
  'cart': () => import(/* webpackChunkName: "catalog-ne-cart" */ './cart'),
  'checkout': () => import(/* webpackChunkName: "catalog-ne-checkout" */ './checkout'),
  'contact': () => import(/* webpackChunkName: "catalog-ne-contact" */ './contact'),
  'core': () => import(/* webpackChunkName: "catalog-ne-core" */ './core'),
  'customer-area': () => import(/* webpackChunkName: "catalog-ne-customer-area" */ './customerArea'),
  'home': () => import(/* webpackChunkName: "catalog-ne-home" */ './home'),
  'listing': () => import(/* webpackChunkName: "catalog-ne-listing" */ './listing'),
  'product-detail': () => import(/* webpackChunkName: "catalog-ne-product-detail" */ './productDetail'),
  'search': () => import(/* webpackChunkName: "catalog-ne-search" */ './search'),
  'seo': () => import(/* webpackChunkName: "catalog-ne-seo" */ './seo'),
  'static-pages': () => import(/* webpackChunkName: "catalog-ne-static-pages" */ './staticPages'),
  'toasts': () => import(/* webpackChunkName: "catalog-ne-toasts" */ './toasts'),
} satisfies Record<string, () => Promise<{ messages: Messages }>>;

/** A part of the Nepali catalog: core (every page) or one page's (tools/i18n/parts.mjs). */
export type CatalogPart = keyof typeof NEPALI_PARTS;
