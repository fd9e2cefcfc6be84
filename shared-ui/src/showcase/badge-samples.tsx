import { Badge, CountBadge, type BadgeVariant } from '../components/badge';
import {
  OrderStatusBadge,
  PaymentStatusBadge,
  RoleBadge,
  StatusBadge,
  StockBadge,
} from '../components/status-badges';
import { formatDate, formatDateTime, formatMoney } from '../lib/format';
import { ShowcaseGroup, ShowcaseSection } from './showcase-section';

const VARIANTS: BadgeVariant[] = [
  'neutral',
  'success',
  'warning',
  'danger',
  'info',
  'brand',
  'accent',
];
const SAMPLE_DATE = '2026-11-22T15:05:00';

export function BadgeSamples() {
  return (
    <ShowcaseSection
      title="Badges and formatting"
      description="Spec colours for roles, requests, stock and payments."
    >
      <div className="gs-showcase__columns">
        <ShowcaseGroup label="Variants">
          <div className="gs-cluster">
            {VARIANTS.map((v) => (
              <Badge key={v} variant={v}>
                {v}
              </Badge>
            ))}
          </div>
        </ShowcaseGroup>
        <ShowcaseGroup label="Roles">
          <div className="gs-cluster">
            <RoleBadge role="admin" />
            <RoleBadge role="store_manager" />
            <RoleBadge role="customer" />
          </div>
        </ShowcaseGroup>
        <ShowcaseGroup label="Request status">
          <div className="gs-cluster">
            <StatusBadge status="pending" />
            <StatusBadge status="approved" />
            <StatusBadge status="rejected" />
          </div>
        </ShowcaseGroup>
        <ShowcaseGroup label="Stock (above 10 / 1-10 / 0)">
          <div className="gs-cluster">
            <StockBadge stock={42} />
            <StockBadge stock={7} />
            <StockBadge stock={0} />
          </div>
        </ShowcaseGroup>
        <ShowcaseGroup label="Payment and order status">
          <div className="gs-cluster">
            <PaymentStatusBadge status="paid" />
            <PaymentStatusBadge status="pending" />
            <OrderStatusBadge status="shipped" />
            <OrderStatusBadge status="delivered" />
            <OrderStatusBadge status="cancelled" />
          </div>
        </ShowcaseGroup>
        <ShowcaseGroup label="Counters">
          <div className="gs-cluster">
            <CountBadge count={3} aria-label="3 items in cart" />
            <CountBadge count={128} aria-label="128 items" />
          </div>
        </ShowcaseGroup>
      </div>
      <ShowcaseGroup label="Money and dates">
        <dl className="gs-showcase__facts">
          <div>
            <dt>formatMoney(12.5)</dt>
            <dd>{formatMoney(12.5)}</dd>
          </div>
          <div>
            <dt>formatMoney(1234)</dt>
            <dd>{formatMoney(1234)}</dd>
          </div>
          <div>
            <dt>formatDate</dt>
            <dd>{formatDate(SAMPLE_DATE)}</dd>
          </div>
          <div>
            <dt>formatDateTime</dt>
            <dd>{formatDateTime(SAMPLE_DATE)}</dd>
          </div>
        </dl>
      </ShowcaseGroup>
    </ShowcaseSection>
  );
}
