import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';

export interface EstimatePriceProps {
  /** Dollars. */
  amount: number;
  /** Weighed goods are charged for what is picked, so their price is only an estimate. */
  estimated?: boolean;
  className?: string;
}

/** "about $3.40" for an estimate, "$3.40" for a price that is final. */
export function EstimatePrice({ amount, estimated = true, className }: EstimatePriceProps) {
  return (
    <span className={cn('gs-estimate', estimated && 'is-estimated', className)}>
      {estimated ? `about ${formatMoney(amount)}` : formatMoney(amount)}
    </span>
  );
}
