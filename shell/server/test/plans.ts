import type { PageHead, PagePlan } from '@pashmina/shared-ui/page-head';

/** A page's head as the storefront's server build gives it, for tests about everything else. */
export const A_HEAD: PageHead = {
  title: 'Pashmina Shop',
  description: 'Pure pashmina.',
  canonical: null,
  noindex: false,
  preview: { type: 'website', image: 'http://localhost:4200/favicon.svg' },
  structuredData: [],
};

/**
 * The storefront build's plan of a page of the shop (`chunk`: a landing page's, `catalogPart` its part of the Nepali
 * catalog), or of a storefront one.
 */
export function aPlan(
  chunk: string | null,
  remote: PagePlan['remote'] = 'storefront',
  catalogPart = 'home',
): PagePlan {
  return {
    status: 200,
    location: null,
    head: A_HEAD,
    remote,
    landing: chunk ? { name: chunk, chunk, catalogPart } : null,
    load: async () => null,
  };
}
