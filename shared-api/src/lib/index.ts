export { effectivePrice, fromCents, toCents } from './money';
export { orderTotals, type OrderTotals } from './order-totals';
export { getWebStorage, type StorageKind } from './web-storage';
export { FIRST_PICTURES, preloadFirstPictures, productImages } from './product-pictures';
