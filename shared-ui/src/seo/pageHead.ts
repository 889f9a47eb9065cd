// What a page tells search engines and link previews: its title, description, canonical address, whether it may be
// indexed, its picture, and its structured data. The shop's server writes it into the first HTML (from the
// storefront's server build); the browser app keeps the title, the description and the canonical link in step.

/** A JSON-LD object (schema.org). */
export type StructuredData = Record<string, unknown>;

export interface PageHead {
  /** The whole <title>. */
  title: string;
  description: string;
  /** The page's address in the spec's casing, on the shop's public URL; null: the page has none (404, private). */
  canonical: string | null;
  /** `<meta name="robots" content="noindex">`: pages that are the shopper's own, and the 404. */
  noindex: boolean;
  /** Link previews (Open Graph, Twitter). */
  preview: {
    type: 'website' | 'product';
    /** An absolute URL of the page's picture. */
    image: string;
    /** A product's sale price, as a decimal string ('2500.00'), in NPR. */
    price?: string;
  };
  structuredData: StructuredData[];
}
