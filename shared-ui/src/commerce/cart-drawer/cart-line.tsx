import { Link } from 'react-router-dom';
import { ShoppingBasket, Trash2 } from 'lucide-react';
import {
  CART_MESSAGES,
  isBlocked,
  lineLimit,
  removeFromCart,
  setCartQuantity,
  toCents,
  fromCents,
  lineCents,
  useMaxLineQuantity,
  type CartItem,
} from '@grocery/shared-api';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import { EstimatePrice } from '../price/estimate-price';
import { QuantityStepper } from '../quantity/quantity-stepper';
import { WeightStepper } from '../quantity/weight-stepper';
import { notify, notifyOutcome } from '../lib/notify';
import { lineNotices } from './line-notice';

export interface CartLineProps {
  item: CartItem;
  /** Closes the drawer when the shopper follows the product link. */
  onNavigate: () => void;
}

export function CartLine({ item, onNavigate }: CartLineProps) {
  const blocked = isBlocked(item);
  const notices = lineNotices(item);
  const lineTotal = fromCents(lineCents(toCents(item.productPrice), item.quantity));
  const weightUnit = item.soldBy === 'weight' ? (item.weightUnit ?? 'kg') : null;
  const maxLine = useMaxLineQuantity();
  const limit = Math.max(lineLimit(item.stock, maxLine), 0);
  // Hinted only once the per-order cap, not the stock, is what holds the line back.
  const capReached = limit < item.stock && item.quantity >= limit;
  const overLimit = (max: number) =>
    max < item.stock ? CART_MESSAGES.limitPerOrder(maxLine) : CART_MESSAGES.onlyInStock(max);
  return (
    <li className={cn('gs-cart-line', blocked && 'is-blocked')}>
      <div className="gs-cart-line__thumb">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <ShoppingBasket size={24} aria-hidden="true" />
        )}
      </div>
      <div className="gs-cart-line__main">
        <Link
          className="gs-cart-line__name"
          to={`/products/${encodeURIComponent(item.productId)}`}
          onClick={onNavigate}
        >
          {item.productName}
        </Link>
        <p className="gs-cart-line__price">
          {formatMoney(item.productPrice)}{' '}
          <span className="gs-cart-line__each">{weightUnit ? `per ${weightUnit}` : 'each'}</span>
        </p>
        {notices.map((notice) => (
          <p key={notice.text} className={cn('gs-cart-line__notice', `is-${notice.tone}`)}>
            {notice.text}
          </p>
        ))}
        <div className="gs-cart-line__controls">
          {weightUnit ? (
            <WeightStepper
              size="sm"
              removable
              step={item.quantityStep}
              min={item.minQuantity}
              max={item.stock}
              unit={weightUnit}
              value={item.quantity}
              disabled={blocked}
              label={`Weight of ${item.productName}`}
              itemName={item.productName}
              onChange={(weight) => notifyOutcome(setCartQuantity(item.productId, weight))}
              onLimit={(max) => notify.error(`Only ${max} ${weightUnit} available in stock!`)}
            />
          ) : (
            <QuantityStepper
              size="sm"
              min={0}
              max={limit}
              value={item.quantity}
              disabled={blocked}
              label={`Quantity of ${item.productName}`}
              itemName={item.productName}
              onChange={(quantity) => notifyOutcome(setCartQuantity(item.productId, quantity))}
              onLimit={(max) => notify.error(overLimit(max))}
            />
          )}
          <button
            type="button"
            className="gs-cart-line__remove"
            aria-label={`Remove ${item.productName} from cart`}
            onClick={() => removeFromCart(item.productId)}
          >
            <Trash2 size={18} aria-hidden="true" />
          </button>
        </div>
        {capReached && !blocked && !weightUnit && (
          <p className="gs-cart-line__hint">{CART_MESSAGES.limitPerOrder(maxLine)}</p>
        )}
      </div>
      <p className="gs-cart-line__total">
        {blocked ? '—' : <EstimatePrice amount={lineTotal} estimated={weightUnit !== null} />}
      </p>
    </li>
  );
}
