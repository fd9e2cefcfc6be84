import './purchase.css';
import { useId, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import {
  CART_MESSAGES,
  formatQuantity,
  lineLimit,
  toLineQuantity,
  useCart,
  useMaxLineQuantity,
  type Product,
} from '@grocery/shared-api';
import { Button, notify } from '@grocery/shared-ui';
import {
  QuantityStepper,
  WishlistButton,
  addProductToCart,
  sellableStock,
} from '@grocery/shared-ui/commerce';
import { WeightChoice } from './weight-choice';
import { QuantityLimitDialog } from './quantity-limit-dialog';

/**
 * Quantity, Add to Cart and the wishlist toggle. The stepper stays within 1..the line limit (the
 * stock, or MAX_LINE_QUANTITY when lower, then hinted); when the cart already holds some, a
 * request past the limit opens the Quantity Limit Reached dialog.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const stock = sellableStock(product);
  const maxLine = useMaxLineQuantity();
  const weighed = product.soldBy === 'weight';
  // A weight is limited by the stock alone, cut to the step grid.
  const limit = weighed
    ? toLineQuantity({ ...product, minQuantity: 0 }, stock)
    : lineLimit(stock, maxLine);
  const least = weighed ? product.minQuantity : 1;
  // The per-order cap, not the stock, is what stops the shopper.
  const capped = !weighed && limit < stock;
  const overLimit = capped
    ? CART_MESSAGES.limitPerOrder(maxLine)
    : CART_MESSAGES.onlyInStock(stock);
  const inCartId = useId();
  const hintId = useId();
  const inCart = useCart().items.find((item) => item.productId === product.id)?.quantity ?? 0;
  const [quantity, setQuantity] = useState(least);
  const [limitOpen, setLimitOpen] = useState(false);
  // The cart holds every unit there is: nothing more can be added until it changes.
  const allInCart = stock > 0 && inCart >= (weighed ? limit : stock);
  const full = allInCart || (stock > 0 && inCart >= limit);
  const fullReason = [inCart > 0 && inCartId, capped && hintId].filter(Boolean).join(' ');

  const add = (count: number) => {
    const outcome = addProductToCart(product, count);
    if (outcome?.type === 'success') setQuantity(least);
  };

  const onAdd = () => {
    if (stock <= 0) notify.error(CART_MESSAGES.outOfStock);
    else if (weighed && inCart + quantity > limit)
      notify.error(`Only ${formatQuantity(limit, product)} available in stock!`);
    else if (inCart + quantity > limit) setLimitOpen(true);
    else add(quantity);
  };

  return (
    <div className="sf-purchase">
      <div className="sf-purchase__row">
        {weighed ? (
          <WeightChoice
            product={product}
            value={quantity}
            max={Math.max(least, limit)}
            disabled={stock <= 0 || full}
            onChange={setQuantity}
          />
        ) : (
          <div className="sf-purchase__quantity">
            <span className="sf-purchase__label">Quantity</span>
            <QuantityStepper
              label={`Quantity of ${product.name}`}
              value={quantity}
              min={1}
              max={Math.max(1, limit)}
              disabled={stock <= 0 || full}
              onChange={setQuantity}
              onLimit={() => notify.error(overLimit)}
            />
            {capped && (
              <p className="sf-purchase__hint" id={hintId}>
                {CART_MESSAGES.limitPerOrder(maxLine)}
              </p>
            )}
          </div>
        )}
        {inCart > 0 && (
          <p className="sf-purchase__in-cart" id={inCartId}>
            {allInCart
              ? `All ${formatQuantity(weighed ? limit : stock, product)} in stock are in your cart`
              : `${formatQuantity(inCart, product)} already in your cart`}
          </p>
        )}
      </div>
      <div className="sf-purchase__actions">
        <Button
          size="lg"
          className="sf-purchase__add"
          icon={<ShoppingCart size={18} />}
          aria-disabled={stock <= 0 || undefined}
          disabled={full}
          aria-describedby={full ? fullReason : undefined}
          onClick={onAdd}
        >
          Add to Cart
        </Button>
        <WishlistButton product={product} appearance="full" />
      </div>
      <QuantityLimitDialog
        open={limitOpen}
        limit={limit}
        reason={capped ? `${overLimit}.` : overLimit}
        inCart={inCart}
        requested={quantity}
        onClose={() => setLimitOpen(false)}
        onAddMax={(count) => {
          setLimitOpen(false);
          add(count);
        }}
      />
    </div>
  );
}
