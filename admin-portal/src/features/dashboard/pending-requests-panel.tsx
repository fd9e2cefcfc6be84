import { requestTypeLabel, type StoreRequest } from '@grocery/shared-api';
import { Badge, formatDate } from '@grocery/shared-ui';
import { Panel } from './panel';

function requesterOf(request: StoreRequest): string {
  const name = request.requestData['name'];
  return request.requestedBy?.name ?? (typeof name === 'string' ? name : 'Unknown');
}

/** The first pending requests, each with its type label and a PENDING badge. */
export function PendingRequestsPanel({ requests }: { requests: StoreRequest[] }) {
  return (
    <Panel title="Pending Requests" href="/admin/requests?status=pending">
      {requests.length === 0 ? (
        <p className="ap-muted">No pending requests</p>
      ) : (
        <ul className="ap-panel-list">
          {requests.map((request) => (
            <li key={request.id}>
              <span className="ap-panel-list__main">
                <span className="ap-panel-list__name">{requestTypeLabel(request)}</span>
                <span className="ap-panel-list__meta">
                  {requesterOf(request)} · {formatDate(request.createdAt)}
                </span>
              </span>
              <Badge variant="warning" size="sm">
                PENDING
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
