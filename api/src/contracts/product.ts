// Plain request/response shapes shared by the API (DTOs implement them) and the
// frontends (`import type`). No decorators here: the browser bundles import this.

import { TOTAL_COUNT_HEADER } from './common';
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
  /** true: only products in stock; false: only those with stock 0 (the admin's 'Show products with 0 stock'). */
  inStock?: boolean;
  newArrival?: boolean;
  bestSeller?: boolean;
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
  stock: number;
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
