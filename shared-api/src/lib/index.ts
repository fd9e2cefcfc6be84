export { effectivePrice, fromCents, toCents } from './money';
export {
  deliveryFee,
  orderTotals,
  summaryRows,
  totalsOfOrder,
  type DeliveryCharge,
  type OrderTotals,
  type PricedQuantity,
  type SummaryRow,
} from './order-totals';
export { getWebStorage, type StorageKind } from './web-storage';
export { FIRST_PICTURES, preloadFirstPictures, productImages } from './product-pictures';
export { instantLabel, slotDate, slotDay, slotLabel, slotTime } from './slot-label';
