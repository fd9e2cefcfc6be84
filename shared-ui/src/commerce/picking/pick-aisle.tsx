import {
  formatQuantity,
  type PickListAisle,
  type PickListLine,
  type PickListOrder,
} from '@grocery/shared-api';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { pickSummary, wishOf } from './pick-state';

export interface PickAisleProps {
  aisle: PickListAisle;
  orders: PickListOrder[];
  /** Picked in full, in one click. */
  onPicked: (line: PickListLine) => void;
  /** Anything else: a different quantity or weight, short, a substitute. */
  onRecord: (line: PickListLine) => void;
}

/** One aisle's lines across the orders, each with what was picked and what may be done. */
export function PickAisle({ aisle, orders, onPicked, onRecord }: PickAisleProps) {
  const packed = new Set(orders.filter((o) => o.pickingStatus === 'packed').map((o) => o.id));
  return (
    <section
      className="gs-card gs-card--pad-md gs-picking__aisle"
      aria-label={`Aisle: ${aisle.category}`}
    >
      <h3 className="gs-picking__aisle-title">{aisle.category}</h3>
      <ul className="gs-picking__lines">
        {aisle.lines.map((line) => {
          const done = packed.has(line.orderId);
          return (
            <li
              key={line.itemId}
              className={cn('gs-picking__line', line.pick && 'is-picked')}
              aria-label={`${line.name}, ${line.orderNumber}`}
            >
              <div className="gs-picking__line-main">
                <p className="gs-picking__line-name">
                  <strong>{formatQuantity(line.quantity, line)}</strong> {line.name}
                </p>
                <p className="gs-picking__line-meta">
                  {line.orderNumber} · {wishOf(line)}
                </p>
                <p className="gs-picking__line-state">{pickSummary(line, line.pick)}</p>
              </div>
              {!done && (
                <div className="gs-picking__line-actions">
                  <Button
                    size="sm"
                    variant={line.pick ? 'outline' : 'primary'}
                    aria-label={`Picked in full: ${line.name}, ${line.orderNumber}`}
                    onClick={() => onPicked(line)}
                  >
                    Picked
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Weight, short or substitute: ${line.name}, ${line.orderNumber}`}
                    onClick={() => onRecord(line)}
                  >
                    Weight, short or substitute
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
