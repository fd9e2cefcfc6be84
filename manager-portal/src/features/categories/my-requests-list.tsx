import { Inbox } from 'lucide-react';
import { REQUEST_TYPE_LABELS, type StoreRequest } from '@grocery/shared-api';
import { Badge, EmptyState, StatusBadge, formatDateTime } from '@grocery/shared-ui';

function requestedName(request: StoreRequest): string {
  const name = (request.requestData as { name?: unknown }).name;
  return typeof name === 'string' ? name : 'Category';
}

/** An update's category as it was when asked, when the request renames it. */
function renamedFrom(request: StoreRequest): string | null {
  if (request.type !== 'category_update_request') return null;
  const original = (request.requestData as { originalCategory?: { name?: unknown } | null })
    .originalCategory?.name;
  return typeof original === 'string' && original !== requestedName(request) ? original : null;
}

/** The manager's category requests, newest first, with the admin's reason when rejected. */
export function MyRequestsList({ requests }: { requests: readonly StoreRequest[] }) {
  if (requests.length === 0) {
    return (
      <EmptyState
        icon={<Inbox />}
        titleAs="h3"
        title="No requests yet"
        description="Requests you send to add, change or remove a category appear here."
      />
    );
  }
  return (
    <ul className="mp-requests" aria-label="My category requests">
      {requests.map((request) => (
        <li key={request.id} className="mp-request" data-testid="my-request">
          <div className="mp-request__head">
            <h3 className="mp-request__name">{requestedName(request)}</h3>
            <StatusBadge status={request.status} />
          </div>
          <div className="mp-request__meta">
            <Badge variant="info" size="sm">
              {REQUEST_TYPE_LABELS[request.type]}
            </Badge>
            {renamedFrom(request) && <span>Renames {renamedFrom(request)}</span>}
            <span>Submitted {formatDateTime(request.createdAt)}</span>
          </div>
          {request.status === 'rejected' && (
            <p className="mp-request__reason">
              <strong>Rejection reason:</strong> {request.rejectionReason || 'No reason given.'}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
