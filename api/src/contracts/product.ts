// Plain request/response shapes shared by the API (DTOs implement them) and the
// frontends (`import type`). No decorators here: the browser bundles import this.

import { TOTAL_COUNT_HEADER } from './common';
import type { ProductRating, Review } from './review';
import type { GenderCategory, GeneralCategory, ProductSort } from './rules/product';

/** A product as the API shows it. Money is in rupees (the database keeps paisa). */
export interface Product {
  _id: string;
  productName: string;
  /**
   * The Nepali name, shown on Nepali pages when there is one (else productName). The API always sends it (null:
   * none); optional here so that products written before it, such as the screens' test fixtures, still type-check.
   */
  productNameNe?: string | null;
  /** URL of the detail-size WebP image. */
  productImg: string;
  /** URL of the card-size WebP image (for grids and dropdowns). */
  productThumb: string;
  description: string;
  /** The Nepali description, shown on Nepali pages when there is one (else description); always sent, as productNameNe. */
  descriptionNe?: string | null;
  price: number;
  /** Percent, 0 to 100. */
  discount: number;
  /** price − price × discount / 100, rounded to paisa. */
  salePrice: number;
  stock: number;
  /** Stock at or below this is low (docs/rules.md, Stock): the owner's alert, the dashboard's list. */
  lowStockAt: number;
  featured: boolean;
  generalCategory: GeneralCategory;
  genderCategory: GenderCategory;
  composition: string | null;
  size: string | null;
  weight: string | null;
  quantitySold: number;
  /** Created within the last NEW_ARRIVAL_DAYS. */
  isNewArrival: boolean;
  createdAt: string;
  updatedAt: string;
  /** At most MAX_PRODUCT_OPTIONS, in the admin's order; [] for a plain product. */
  options: ProductOption[];
  /** [] for a plain product. With variants, `stock` is their sum (read-only) and `quantitySold` counts them all. */
  variants: ProductVariant[];
  /**
   * Its approved reviews' average (one decimal) and count (issue 54). The API always sends it; optional here so that
   * products written before it, such as the screens' test fixtures, still type-check.
   */
  rating?: ProductRating;
  /**
   * GET /api/v1/product/{id} only: its newest approved reviews, at most PRODUCT_REVIEWS_SHOWN, which the product
   * page's structured data marks up; [] without any.
   */
  reviews?: Review[];
}

/** One option of a product: `{ name: 'Colour', values: ['Maroon', 'Beige'] }`. */
export interface ProductOption {
  /** 1 to OPTION_NAME_MAX characters, unique in the product. */
  name: string;
  /** 1 to MAX_OPTION_VALUES values of 1 to OPTION_VALUE_MAX characters, unique in the option. */
  values: string[];
  /**
   * Optional: its name on Nepali pages, 1 to OPTION_NAME_MAX characters, unique in the product; blank or absent for
   * none (Nepali pages then show `name`; products saved before issue 51 have none).
   */
  nameNe?: string;
  /**
   * Optional: the values' names on Nepali pages, one per value in `values`' order, each at most OPTION_VALUE_MAX
   * characters and unique in the option, '' for a value without one (shown as `values` spells it); absent for none.
   * The values a variant, a cart or an order names stay the English `values`.
   */
  valuesNe?: string[];
}

/** A variant's picture, in the product picture's two sizes (WebP URLs). */
export interface ProductVariantImage {
  productImg: string;
  productThumb: string;
}

/** One combination of option values with stock of its own. It shares the product's price and discount. */
export interface ProductVariant {
  _id: string;
  /** One value of every option, by option name: `{ Colour: 'Maroon', Size: 'Stole 70 × 200 cm' }`. */
  options: Record<string, string>;
  stock: number;
  /** Up to VARIANT_SKU_MAX characters, unique in the shop; null for none. */
  sku: string | null;
  /** Its own picture; null: the product's is shown. */
  image: ProductVariantImage | null;
  /** Read-only: the values joined by ' / ' in the options' order (variantLabel). */
  label: string;
}

/** One variant of PUT /api/v1/product/{id}/variants: with `_id` an existing one is kept (its orders and picture too). */
export interface ProductVariantWrite {
  _id?: string;
  options: Record<string, string>;
  stock: number;
  sku?: string | null;
}

/**
 * PUT /api/v1/product/{id}/variants (admin): sets options and variants at once; a variant left out is deleted (orders
 * keep their snapshot). `{ options: [], variants: [] }` makes it a plain product again, with stock 0. Answers 200
 * with ProductWriteResponse. POST and DELETE /api/v1/product/{id}/variants/{variantId}/image (multipart field
 * VARIANT_IMAGE_FIELD) set and remove a variant's picture, also answering ProductWriteResponse.
 */
export interface ProductVariantsRequest {
  options: ProductOption[];
  variants: ProductVariantWrite[];
}

/** Query parameters of GET /api/v1/product. The body stays an array; totals travel in headers. */
export interface ProductListQuery {
  /** Words of the product's name, English or Nepali (both names are searched). */
  text?: string;
  generalCategory?: GeneralCategory;
  genderCategory?: GenderCategory;
  maxPrice?: number;
  minPrice?: number;
  featured?: boolean;
  /**
   * true: only products in stock; false: only those with stock 0 or a variant with stock 0 (the admin's 'Show
   * products with 0 stock').
   */
  inStock?: boolean;
  newArrival?: boolean;
  bestSeller?: boolean;
  /**
   * Products with an in-stock variant of this colour: the value of an option named 'Colour' or 'Color'
   * (COLOUR_OPTION_NAMES), case-insensitive.
   */
  colour?: string;
  /** Product id to leave out (related products). */
  exclude?: string;
  page?: number;
  limit?: number;
  sort?: ProductSort;
}

/** Response headers of the product list. */
export const PRODUCT_TOTAL_HEADER = TOTAL_COUNT_HEADER;
/** Highest sale price among products matching every filter but the price (for the price slider). */
export const PRODUCT_MAX_PRICE_HEADER = 'X-Max-Price';

/** The multipart field of the product's picture (POST and PUT /api/v1/product); 400s about it name this field. */
export const PRODUCT_IMAGE_FIELD = 'productImg';

/** Fields of the multipart body of POST and PUT /api/v1/product (besides the productImg file). */
export interface ProductWriteFields {
  productName: string;
  description: string;
  /** Optional; blank (or null in JSON) means none: Nepali pages then show productName and description. */
  productNameNe?: string | null;
  descriptionNe?: string | null;
  price: number;
  /** Optional on create (default 0). */
  discount: number;
  /** Optional on create (default false). */
  featured: boolean;
  generalCategory: GeneralCategory;
  genderCategory: GenderCategory;
  /** Ignored for a product with variants: its stock is theirs. */
  stock: number;
  /** The low-stock mark, 0–1,000 (default 2; docs/rules.md, Stock). */
  lowStockAt?: number;
  /** Blank (or null in JSON) means unknown: shown as 'NA'. */
  composition?: string | null;
  weight?: string | null;
  size?: string | null;
}

export interface ProductWriteResponse {
  success: true;
  message: string;
  product: Product;
}
