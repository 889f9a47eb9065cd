import { RELATED_PRODUCTS, type Product, type ProductListQuery } from '@pashmina/contracts';

/** Related products: same general and gender category, not the product itself (docs/rules.md, Products). */
export function relatedQuery(
  product: Pick<Product, '_id' | 'generalCategory' | 'genderCategory'>,
): ProductListQuery {
  return {
    generalCategory: product.generalCategory,
    genderCategory: product.genderCategory,
    exclude: product._id,
    limit: RELATED_PRODUCTS,
  };
}
