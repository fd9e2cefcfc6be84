import { render, screen } from '@testing-library/react';
import {
  OrderStatusBadge,
  PaymentStatusBadge,
  RoleBadge,
  StatusBadge,
  StockBadge,
} from './status-badges';

function variantOf(text: string) {
  return screen.getByText(text).closest('.gs-badge')?.getAttribute('data-variant');
}

describe('spec badge colours', () => {
  it('colours roles: admin red, store_manager blue, customer green', () => {
    render(
      <>
        <RoleBadge role="admin" />
        <RoleBadge role="store_manager" />
        <RoleBadge role="customer" />
      </>,
    );
    expect(variantOf('Admin')).toBe('danger');
    expect(variantOf('Store Manager')).toBe('info');
    expect(variantOf('Customer')).toBe('success');
  });

  it('colours requests: pending yellow, approved green, rejected red', () => {
    render(
      <>
        <StatusBadge status="pending">PENDING</StatusBadge>
        <StatusBadge status="approved" />
        <StatusBadge status="rejected" />
      </>,
    );
    expect(variantOf('PENDING')).toBe('warning');
    expect(variantOf('Approved')).toBe('success');
    expect(variantOf('Rejected')).toBe('danger');
  });

  it('colours stock: above 10 green, 1 to 10 yellow, 0 red', () => {
    render(
      <>
        <StockBadge stock={11} />
        <StockBadge stock={10} />
        <StockBadge stock={1} />
        <StockBadge stock={0} />
      </>,
    );
    expect(variantOf('11 in stock')).toBe('success');
    expect(variantOf('10 in stock')).toBe('warning');
    expect(variantOf('1 in stock')).toBe('warning');
    expect(variantOf('Out of stock')).toBe('danger');
  });

  it('colours payment: paid green, anything else yellow', () => {
    render(
      <>
        <PaymentStatusBadge status="paid" />
        <PaymentStatusBadge status="pending" />
        <PaymentStatusBadge status="failed" />
      </>,
    );
    expect(variantOf('Paid')).toBe('success');
    expect(variantOf('Pending')).toBe('warning');
    expect(variantOf('Failed')).toBe('warning');
  });

  it("says 'Not charged' in grey for a cancelled order's payment never taken, whatever the text", () => {
    render(
      <>
        <PaymentStatusBadge status="pending" orderStatus="cancelled">
          Payment pending
        </PaymentStatusBadge>
        <PaymentStatusBadge status="refunded" orderStatus="cancelled" />
        <PaymentStatusBadge status="pending" orderStatus="pending" />
      </>,
    );
    expect(variantOf('Not charged')).toBe('neutral');
    expect(screen.queryByText('Payment pending')).not.toBeInTheDocument();
    expect(variantOf('Refunded')).toBe('warning');
    expect(variantOf('Pending')).toBe('warning');
  });

  it('colours orders: pending yellow, confirmed to shipped blue, delivered green, cancelled red', () => {
    render(
      <>
        <OrderStatusBadge status="pending" />
        <OrderStatusBadge status="confirmed" />
        <OrderStatusBadge status="processing" />
        <OrderStatusBadge status="shipped" />
        <OrderStatusBadge status="delivered" />
        <OrderStatusBadge status="cancelled" />
      </>,
    );
    expect(variantOf('Pending')).toBe('warning');
    expect(variantOf('Confirmed')).toBe('info');
    expect(variantOf('Processing')).toBe('info');
    expect(variantOf('Shipped')).toBe('info');
    expect(variantOf('Delivered')).toBe('success');
    expect(variantOf('Cancelled')).toBe('danger');
  });
});
