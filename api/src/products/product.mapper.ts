import { paisaToRupees, type Product } from '../contracts';
import type { ProductRow } from '../database';

export interface ProductViewContext {
  /** Products created at or after this moment are new arrivals. */
  newArrivalSince: Date;
  imageUrls(imageKey: string): { card: string; detail: string };
}

/** Row (paisa, snake_case) → the API's JSON (rupees, `_id`, camelCase). */
export function toProduct(row: ProductRow, context: ProductViewContext): Product {
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
  };
}
