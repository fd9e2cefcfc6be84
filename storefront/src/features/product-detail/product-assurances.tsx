import { RotateCcw, Star, StarHalf, Truck } from 'lucide-react';
import { useFreeDeliveryFrom } from '@grocery/shared-ui';

/** Spec section 9 placeholders: a fixed rating of 4.5 from 128 reviews. */
export const RATING = 4.5;
export const REVIEW_COUNT = 128;

export function Rating() {
  return (
    <p className="sf-rating">
      <span className="sf-rating__stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className="sf-rating__star">
            <Star size={16} fill="currentColor" className={n <= RATING ? 'is-on' : undefined} />
            {n > RATING && n - 0.5 <= RATING && (
              <StarHalf size={16} fill="currentColor" className="is-on sf-rating__half" />
            )}
          </span>
        ))}
      </span>
      <span className="gs-sr-only">Rated {RATING} out of 5.</span>
      <span aria-hidden="true">{RATING}</span>
      <span className="sf-rating__count">({REVIEW_COUNT} reviews)</span>
    </p>
  );
}

export function ProductAssurances() {
  const from = useFreeDeliveryFrom();
  return (
    <ul className="sf-assurances">
      {from !== undefined && (
        <li>
          <Truck size={20} aria-hidden="true" />
          <span>
            <strong>Free shipping</strong> {from ? `on orders over ${from}` : 'on every order'}
          </span>
        </li>
      )}
      <li>
        <RotateCcw size={20} aria-hidden="true" />
        <span>
          <strong>30-day return</strong> policy
        </span>
      </li>
    </ul>
  );
}
