export { effectivePrice, fromCents, toCents } from './money';
export {
  orderTotals,
  summaryRows,
  totalsOfOrder,
  type OrderTotals,
  type PricedQuantity,
  type SummaryRow,
} from './order-totals';
export { getWebStorage, type StorageKind } from './web-storage';
export { FIRST_PICTURES, preloadFirstPictures, productImages } from './product-pictures';
