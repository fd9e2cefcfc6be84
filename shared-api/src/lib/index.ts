export { effectivePrice, fromCents, toCents } from './money';
export { getWebStorage, type StorageKind } from './web-storage';
