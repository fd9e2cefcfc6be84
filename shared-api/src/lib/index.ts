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
export {
  PORTALS,
  SHARED_SINGLETONS,
  incompatibility,
  remoteOfPortal,
  type Portal,
  type SharedSingleton,
  type SharedVersions,
} from './portal-compat';
export {
  formatQuantity,
  fromThousandths,
  hasAtMostThreeDecimals,
  lineCents,
  QUANTITY_MESSAGES,
  QUANTITY_SCALE,
  quantityError,
  stepQuantity,
  toThousandths,
  type QuantityRule,
} from './quantities';
export { authorizationCents, weighedGoodsCents } from './order-totals';
export { holdsUntilPacked, notChargedNote } from './order-charges';
