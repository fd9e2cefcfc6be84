export { effectivePrice, fromCents, toCents } from './money';
export { deliveryFee, orderTotals, type DeliveryCharge, type OrderTotals } from './order-totals';
export { getWebStorage, type StorageKind } from './web-storage';
export { instantLabel, slotDate, slotDay, slotLabel, slotTime } from './slot-label';
