import { paisaToRupees, type Product, type ProductVariant } from '../contracts';
import type { ProductRow, ProductVariantRow } from '../database';

export interface ProductViewContext {
  /** Products created at or after this moment are new arrivals. */
  newArrivalSince: Date;
  imageUrls(imageKey: string): { card: string; detail: string };
}

/** Row (paisa, snake_case) and its variants' rows → the API's JSON (rupees, `_id`, camelCase). */
export function toProduct(
  row: ProductRow,
  context: ProductViewContext,
  variants: ProductVariantRow[] = [],
): Product {
  const urls = context.imageUrls(row.imageKey);
  return {
    _id: row.id,
    productName: row.name,
    productNameNe: row.nameNe,
    productImg: urls.detail,
    productThumb: urls.card,
    description: row.description,
    descriptionNe: row.descriptionNe,
    price: paisaToRupees(row.pricePaisa),
    discount: row.discount,
    salePrice: paisaToRupees(row.salePricePaisa),
    stock: row.stock,
    lowStockAt: row.lowStockAt,
    featured: row.featured,
    generalCategory: row.generalCategory,
    genderCategory: row.genderCategory,
    composition: row.composition,
    size: row.size,
    weight: row.weight,
    quantitySold: row.quantitySold,
    isNewArrival: row.createdAt.getTime() >= context.newArrivalSince.getTime(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    options: row.options,
    variants: variants.map((variant) => toVariant(variant, context)),
    // The database keeps the average in tenths (products.rating_tenths): one decimal, as shown.
    rating: { average: row.ratingTenths / 10, count: row.ratingCount },
  };
}

function toVariant(row: ProductVariantRow, context: ProductViewContext): ProductVariant {
  const urls = row.imageKey ? context.imageUrls(row.imageKey) : null;
  return {
    _id: row.id,
    options: row.options,
    stock: row.stock,
    sku: row.sku,
    image: urls ? { productImg: urls.detail, productThumb: urls.card } : null,
    label: row.label,
  };
}
