/** A product grid's columns on each screen width (the listing, and the server's drawing of it). */
export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4';
