// The two renditions the API stores of every product picture (api/src/products/product-images.service.ts):
// `productThumb` 480 px wide for cards, `productImg` 1200 px wide for the product page, both 4:5.
// Given both as a srcset with the width the image is shown at (`sizes`), the browser fetches the
// smaller one wherever it is enough, on a phone's card as on a wide screen's hero.
import type { Product } from '@pashmina/contracts';

export const THUMB_WIDTH = 480;
export const DETAIL_WIDTH = 1200;

/** `srcset` of a product picture: the card rendition, and the detail one when known. */
export function productSrcSet(product: Pick<Product, 'productThumb'> & Partial<Pick<Product, 'productImg'>>) {
  const sources = [`${product.productThumb} ${THUMB_WIDTH}w`];
  if (product.productImg) sources.push(`${product.productImg} ${DETAIL_WIDTH}w`);
  return sources.join(', ');
}
