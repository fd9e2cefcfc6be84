import type { Product } from '@grocery/shared-api';
import { effectivePrice } from '@grocery/shared-api';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import { VisuallyHidden } from '../../components/visually-hidden';
import { discountPercent, hasDiscount, unitPrice } from '../lib/pricing';

export type PricedProduct = Pick<
  Product,
  'price' | 'discountPrice' | 'discount' | 'weight' | 'unit'
> &
  Partial<Pick<Product, 'soldBy' | 'weightUnit'>>;

export interface PriceTagProps {
  product: PricedProduct;
  size?: 'sm' | 'md' | 'lg';
  /** The comparison price ('$9.96 per kg', or 'per 1 unit'). */
  showUnitPrice?: boolean;
  /** The 'N% off' badge; off where the percent is shown elsewhere (the card's ribbon). */
  showPercent?: boolean;
  /** A span instead of a div, for a price inside a line of text. */
  inline?: boolean;
  className?: string;
}

/** Current price, the regular price struck through with the percent off, and the unit price. */
export function PriceTag({
  product,
  size = 'md',
  showUnitPrice = true,
  showPercent = true,
  inline = false,
  className,
}: PriceTagProps) {
  const sale = hasDiscount(product);
  const perUnit = unitPrice(product);
  // A weighed product's price is already per kg or lb: that is its unit price.
  const per = product.soldBy === 'weight' ? ` / ${product.weightUnit ?? 'kg'}` : '';
  const Root = inline ? 'span' : 'div';
  const Row = inline ? 'span' : 'div';
  return (
    <Root className={cn('gs-price', `gs-price--${size}`, inline && 'gs-price--inline', className)}>
      <Row className="gs-price__row">
        <span className={cn('gs-price__current', sale && 'gs-price__current--sale')}>
          {sale && <VisuallyHidden>Sale price: </VisuallyHidden>}
          <span>{formatMoney(effectivePrice(product))}</span>
          {per && <span className="gs-price__per">{per}</span>}
        </span>
        {sale && (
          <>
            <s className="gs-price__original">
              <VisuallyHidden>Regular price: </VisuallyHidden>
              <span>
                {formatMoney(product.price)}
                {per}
              </span>
            </s>
            {showPercent && <span className="gs-price__off">{discountPercent(product)}% off</span>}
          </>
        )}
      </Row>
      {showUnitPrice && !per && (
        <span className="gs-price__unit">
          {perUnit.amount === null
            ? perUnit.label
            : `${formatMoney(perUnit.amount)} ${perUnit.label}`}
        </span>
      )}
    </Root>
  );
}
