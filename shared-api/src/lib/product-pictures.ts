/** Every picture a product has, de-duplicated, main image first. */
export function productImages(product: { images: string[]; image: string | null }): string[] {
  const all = [...(product.image ? [product.image] : []), ...product.images];
  return [...new Set(all.filter(Boolean))];
}

/** The listing's cards whose pictures load eagerly: the grid's first row (the list view's first two). */
export const FIRST_PICTURES = 4;

/**
 * Asks for the first cards' main pictures at high priority as soon as the listing is known,
 * before the grid is laid out: the browser keeps them, and the cards' <img> elements (same
 * addresses) then show them without another trip to the server.
 */
export function preloadFirstPictures(products: { images: string[]; image: string | null }[]) {
  for (const product of products.slice(0, FIRST_PICTURES)) {
    const [src] = productImages(product);
    if (!src) continue;
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = src;
  }
}
