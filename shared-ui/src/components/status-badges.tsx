import type { ReactNode } from 'react';
import { stockLabel, stockLevel, type StockLevel } from '../lib/stock';
import { Badge, type BadgeProps, type BadgeVariant } from './badge';

type Props = Omit<BadgeProps, 'variant'> & { children?: ReactNode };

export type RoleName = 'admin' | 'store_manager' | 'customer';
export type RequestStatusName = 'pending' | 'approved' | 'rejected';
export type OrderStatusName =
  | 'pending'
  | 'confirmed'
  | 'processing'
  | 'shipped'
  | 'delivered'
  | 'cancelled';

/** Spec colours: admin red, store_manager blue, customer green. */
export const ROLE_BADGE: Record<RoleName, { variant: BadgeVariant; label: string }> = {
  admin: { variant: 'danger', label: 'Admin' },
  store_manager: { variant: 'info', label: 'Store Manager' },
  customer: { variant: 'success', label: 'Customer' },
};

/** Spec colours: pending yellow, approved green, rejected red. */
export const REQUEST_STATUS_BADGE: Record<
  RequestStatusName,
  { variant: BadgeVariant; label: string }
> = {
  pending: { variant: 'warning', label: 'Pending' },
  approved: { variant: 'success', label: 'Approved' },
  rejected: { variant: 'danger', label: 'Rejected' },
};

/** The spec gives no order colours; these follow the usual waiting / moving / done / stopped reading. */
export const ORDER_STATUS_BADGE: Record<OrderStatusName, { variant: BadgeVariant; label: string }> =
  {
    pending: { variant: 'warning', label: 'Pending' },
    confirmed: { variant: 'info', label: 'Confirmed' },
    processing: { variant: 'info', label: 'Processing' },
    shipped: { variant: 'info', label: 'Shipped' },
    delivered: { variant: 'success', label: 'Delivered' },
    cancelled: { variant: 'danger', label: 'Cancelled' },
  };

/** Spec colours: stock above 10 green, 1 to 10 yellow, 0 red. */
export const STOCK_BADGE: Record<StockLevel, BadgeVariant> = {
  in: 'success',
  low: 'warning',
  out: 'danger',
};

function titleCase(value: string) {
  return value.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

export function RoleBadge({ role, children, ...rest }: Props & { role: RoleName }) {
  const { variant, label } = ROLE_BADGE[role] ?? { variant: 'neutral', label: titleCase(role) };
  return (
    <Badge variant={variant} {...rest}>
      {children ?? label}
    </Badge>
  );
}

/** The badge of a request (pending / approved / rejected). */
export function StatusBadge({ status, children, ...rest }: Props & { status: RequestStatusName }) {
  const { variant, label } = REQUEST_STATUS_BADGE[status] ?? {
    variant: 'neutral',
    label: titleCase(status),
  };
  return (
    <Badge variant={variant} dot {...rest}>
      {children ?? label}
    </Badge>
  );
}

export function OrderStatusBadge({
  status,
  children,
  ...rest
}: Props & { status: OrderStatusName }) {
  const { variant, label } = ORDER_STATUS_BADGE[status] ?? {
    variant: 'neutral',
    label: titleCase(status),
  };
  return (
    <Badge variant={variant} dot {...rest}>
      {children ?? label}
    </Badge>
  );
}

/** Stock colour by tier; the text defaults to '{n} in stock' or 'Out of stock'. */
export function StockBadge({ stock, children, ...rest }: Props & { stock: number }) {
  return (
    <Badge variant={STOCK_BADGE[stockLevel(stock)]} {...rest}>
      {children ?? stockLabel(stock)}
    </Badge>
  );
}

export const NOT_CHARGED = 'Not charged';

/**
 * Spec: 'paid' is green, any other payment status yellow. Given `orderStatus`, a cancelled
 * order's payment that was never taken (cash on delivery) reads 'Not charged' in grey, over any
 * children: nothing is owed any more, and a yellow "pending" would say otherwise.
 */
export function PaymentStatusBadge({
  status,
  orderStatus,
  children,
  ...rest
}: Props & { status: string; orderStatus?: string }) {
  if (orderStatus === 'cancelled' && status.toLowerCase() === 'pending') {
    return (
      <Badge variant="neutral" {...rest}>
        {NOT_CHARGED}
      </Badge>
    );
  }
  const paid = status.toLowerCase() === 'paid';
  return (
    <Badge variant={paid ? 'success' : 'warning'} {...rest}>
      {children ?? titleCase(status)}
    </Badge>
  );
}
