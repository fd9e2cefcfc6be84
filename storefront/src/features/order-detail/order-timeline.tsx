import type { OrderEvent } from '@grocery/shared-api';
import { OrderStatusBadge, formatDateTime } from '@grocery/shared-ui';

/** The order's status history, oldest first. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section className="gs-card gs-card--pad-md sf-od__card" aria-labelledby="od-history">
      <h2 id="od-history" className="sf-od__title">
        Order History
      </h2>
      <ol className="sf-od__timeline">
        {events.map((event, index) => (
          <li key={`${event.createdAt}-${index}`} className="sf-od__event">
            <span className="sf-od__event-dot" aria-hidden="true" />
            <span className="sf-od__event-body">
              <OrderStatusBadge status={event.status} size="sm" />
              <time dateTime={event.createdAt} className="sf-od__muted">
                {formatDateTime(event.createdAt)}
              </time>
              {event.note && <span>{event.note}</span>}
              {event.actorName && <span className="sf-od__muted">by {event.actorName}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
