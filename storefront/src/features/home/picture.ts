// The hero's picture, as the home page shows it and the shop's server preloads it (landing/pages.ts).
import type { GenderCategory, Product } from '@pashmina/contracts';

/**
 * The picture's shown width (Hero.module.css): the whole width below 860 px (a tablet's is capped at 30rem, which
 * 100vw over-states; the two renditions, 480w and 1200w, make that choose the same file on any screen above 1x),
 * at most 460 px from there.
 */
export const HERO_IMAGE_SIZES = '(max-width: 859px) 100vw, 460px';

/** The product that lends a slide its picture: the first featured one of the slide's gender, else the first. */
export function heroProduct(products: Product[] | undefined, gender: GenderCategory): Product | undefined {
  return products?.find((p) => p.genderCategory === gender) ?? products?.[0];
}
