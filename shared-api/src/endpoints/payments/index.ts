export { capturePayment } from './capture-payment';
export { getPaymentMethods, getPaymentOptions } from './get-payment-methods';
export { getPaymentStatus } from './get-payment-status';
export { PAYMENT_FAILED_MESSAGE, paymentIdempotencyKey, processPayment } from './process-payment';
export { refundPayment } from './refund-payment';
export type * from './types';
