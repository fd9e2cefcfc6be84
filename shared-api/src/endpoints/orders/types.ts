import type { OrderStatus, Order, Pagination } from '../../types';

export interface OrderList {
  orders: Order[];
  pagination: Pagination;
}

export interface MyOrdersParams {
  page?: number;
  limit?: number;
}

/** GET /orders (admins): every filter optional; dates are YYYY-MM-DD, inclusive, UTC. */
export interface ListOrdersParams extends MyOrdersParams {
  status?: OrderStatus;
  from?: string;
  to?: string;
  /** Order number, customer name or email. */
  search?: string;
}

export interface OrderStatusUpdate {
  status: OrderStatus;
  note?: string;
}
