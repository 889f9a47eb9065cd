// The product page's picture, as ProductDetail shows it and the shop's server preloads it (landing/pages.ts).

/** The picture's shown width (ProductDetail.module.css): the whole width below 900 px, then 1.1 of 2 columns. */
export const DETAIL_IMAGE_SIZES = '(max-width: 900px) 100vw, (max-width: 1240px) 55vw, 640px';
