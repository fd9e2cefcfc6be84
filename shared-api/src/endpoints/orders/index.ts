export { cancelOrder } from './cancel-order';
export { createOrder } from './create-order';
export { getOrder } from './get-order';
export { getOrderHistory } from './get-order-history';
export { getOrderStats } from './get-order-stats';
export { listMyOrders } from './list-my-orders';
export { listOrders } from './list-orders';
export { updateOrderStatus } from './update-order-status';
export type * from './types';
