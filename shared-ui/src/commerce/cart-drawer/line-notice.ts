import type { CartItem } from '@grocery/shared-api';
import { formatMoney } from '../../lib/format';

export interface LineNotice {
  tone: 'danger' | 'warning';
  text: string;
}

/** What a flagged line tells the shopper, most serious first. */
export function lineNotices(item: CartItem): LineNotice[] {
  return item.flags.map((flag): LineNotice => {
    switch (flag.type) {
      case 'unavailable':
        return { tone: 'danger', text: 'No longer available. Remove it to check out.' };
      case 'out_of_stock':
        return { tone: 'danger', text: 'Out of stock. Remove it to check out.' };
      case 'price_changed':
        return {
          tone: 'warning',
          text: `Price changed from ${formatMoney(flag.previousPrice)} to ${formatMoney(item.productPrice)}.`,
        };
      case 'quantity_reduced':
        return {
          tone: 'warning',
          text: `Only ${item.stock} left: quantity lowered from ${flag.previousQuantity} to ${item.quantity}.`,
        };
    }
  });
}
