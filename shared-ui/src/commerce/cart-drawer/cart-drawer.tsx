import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { ShoppingCart, X } from 'lucide-react';
import { CART_MESSAGES, useCart } from '@grocery/shared-api';
import { Button, ButtonLink } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { useFocusTrap } from '../../components/use-focus-trap';
import { countOf, formatMoney } from '../../lib/format';
import { EstimatePrice } from '../price/estimate-price';
import { CartLine } from './cart-line';
import {
  fetchDeliveryRules,
  useDeliveryRules,
  type FreeDeliveryRules,
  type LoadDeliveryRules,
} from '../lib/delivery-rules';
import { FreeDeliveryProgress } from './free-delivery';
import { fetchCartProducts, type LoadCartProducts } from './cart-products';
import { useCartRefresh } from './use-cart-refresh';

export interface CartDrawerProps {
  /** Where fresh product data comes from on opening; the API by default. */
  loadProducts?: LoadCartProducts;
  /** Where the free-delivery threshold and fees come from; the slots API by default. */
  loadDeliveryRules?: LoadDeliveryRules;
}

/**
 * The slide-in cart, driven by the shared cart store: open it with `setCartOpen(true)` from
 * anywhere. Each opening mounts a fresh panel, which re-reads stock and prices.
 */
export function CartDrawer({
  loadProducts = fetchCartProducts,
  loadDeliveryRules = fetchDeliveryRules,
}: CartDrawerProps) {
  const { isOpen } = useCart();
  if (!isOpen || typeof document === 'undefined') return null;
  return createPortal(
    <CartPanel loadProducts={loadProducts} loadDeliveryRules={loadDeliveryRules} />,
    document.body,
  );
}

function useScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

function CartPanel({ loadProducts, loadDeliveryRules }: Required<CartDrawerProps>) {
  const cart = useCart();
  const deliveryRules = useDeliveryRules(loadDeliveryRules);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const checking = useCartRefresh(loadProducts);
  const close = () => {
    cart.acknowledgeChanges();
    cart.close();
  };
  useFocusTrap(panelRef, { active: true, onEscape: close });
  useScrollLock();
  const empty = cart.items.length === 0;

  return (
    <div
      className="gs-drawer-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && close()}
    >
      <div
        ref={panelRef}
        className="gs-cart-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="gs-cart-drawer__header">
          <h2 id={titleId} className="gs-cart-drawer__title">
            <ShoppingCart size={22} aria-hidden="true" /> Shopping Cart
          </h2>
          {!empty && (
            <span className="gs-cart-drawer__count">{countOf(cart.totalItems, 'item')}</span>
          )}
          <button
            type="button"
            className="gs-cart-drawer__close"
            aria-label="Close cart"
            onClick={close}
          >
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        {checking && (
          <p className="gs-cart-drawer__checking" role="status">
            Checking prices and stock...
          </p>
        )}
        {empty ? (
          <div className="gs-cart-drawer__empty">
            <EmptyState
              titleAs="h3"
              icon={<ShoppingCart />}
              title={CART_MESSAGES.empty}
              description="Fresh groceries are a click away."
              action={
                <ButtonLink as={Link} to="/products" onClick={close}>
                  Start Shopping
                </ButtonLink>
              }
            />
          </div>
        ) : (
          <>
            <ul className="gs-cart-drawer__lines" aria-label="Cart items">
              {cart.items.map((item) => (
                <CartLine key={item.productId} item={item} onNavigate={close} />
              ))}
            </ul>
            <CartFooter
              total={cart.totalPrice}
              estimated={cart.estimated}
              deliveryRules={deliveryRules}
              blocked={cart.hasBlockedItems}
              onCheckout={close}
              onClear={cart.clear}
            />
          </>
        )}
      </div>
    </div>
  );
}

interface CartFooterProps {
  total: number;
  /** Weighed lines: the total is an estimate until they are picked. */
  estimated: boolean;
  deliveryRules: FreeDeliveryRules | null;
  blocked: boolean;
  onCheckout: () => void;
  onClear: () => void;
}

export const CLEAR_CART_QUESTION = 'Are you sure you want to remove every item from your cart?';

export const WEIGHED_NOTE =
  'Weighed items are charged for the weight we pick. Your card is held for a little more and charged only the final amount.';

function CartFooter({
  total,
  estimated,
  deliveryRules,
  blocked,
  onCheckout,
  onClear,
}: CartFooterProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="gs-cart-drawer__footer">
      <FreeDeliveryProgress total={total} rules={deliveryRules} />
      <p className="gs-cart-drawer__total" aria-live="polite" aria-atomic="true">
        <span>{estimated ? 'Estimated total' : 'Total'}</span>{' '}
        <strong>{estimated ? <EstimatePrice amount={total} /> : formatMoney(total)}</strong>
      </p>
      {estimated && <p className="gs-cart-drawer__note">{WEIGHED_NOTE}</p>}
      {blocked && (
        <p className="gs-cart-drawer__blocked" role="alert">
          Some items are unavailable. Remove them to check out.
        </p>
      )}
      {blocked ? (
        <Button fullWidth size="lg" disabled>
          Proceed to Checkout
        </Button>
      ) : (
        <ButtonLink as={Link} to="/checkout" fullWidth size="lg" onClick={onCheckout}>
          Proceed to Checkout
        </ButtonLink>
      )}
      <Button variant="ghost" fullWidth onClick={() => setConfirming(true)}>
        Clear Cart
      </Button>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title="Clear Cart"
        message={CLEAR_CART_QUESTION}
        confirmLabel="Clear Cart"
        cancelLabel="Keep Items"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClear();
        }}
      />
    </div>
  );
}
