import { useState } from 'react';
import { requestTypeLabel, type StoreRequest } from '@grocery/shared-api';
import { Badge, Button, Card, formatDateTime, StatusBadge } from '@grocery/shared-ui';
import { Check, ChevronDown, ChevronUp, X } from 'lucide-react';
import type { CategoryNames } from './request-fields';
import { RequestDetails } from './request-details';

export interface RequestItemProps {
  request: StoreRequest;
  categoryNames: CategoryNames;
  /** The request whose decision is being sent, if it is this one. */
  busy: boolean;
  onApprove: (request: StoreRequest) => void;
  onReject: (request: StoreRequest) => void;
}

export function subjectOf(request: StoreRequest): string {
  const name = request.requestData['name'];
  return typeof name === 'string' && name ? name : (request.requestedBy?.name ?? 'Unknown');
}

/** One request: its type, status, who and when; details on demand; a decision while pending. */
export function RequestItem({
  request,
  categoryNames,
  busy,
  onApprove,
  onReject,
}: RequestItemProps) {
  const [open, setOpen] = useState(false);
  const detailsId = `request-details-${request.id}`;
  const subject = subjectOf(request);
  return (
    <Card as="li" padding="md" className="ap-request">
      <div className="ap-request__head">
        <div className="ap-request__badges">
          <Badge variant="info" size="sm">
            {requestTypeLabel(request)}
          </Badge>
          <StatusBadge status={request.status} size="sm" />
        </div>
        <h2 className="ap-request__title">{subject}</h2>
        <p className="ap-request__meta">
          {request.requestedBy && request.requestedBy.name !== subject && (
            <>By {request.requestedBy.name} · </>
          )}
          Submitted {formatDateTime(request.createdAt)}
        </p>
      </div>
      {request.status === 'pending' && request.requestedRole === 'admin' && (
        <p className="ap-request__warning">Approving makes this person an administrator.</p>
      )}
      <div className="ap-request__actions">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          icon={open ? <ChevronUp size={16} /> : <ChevronDown size={16} />}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide Details' : 'Show Details'}
        </Button>
        {request.status === 'pending' && (
          <>
            <Button
              size="sm"
              icon={<Check size={16} />}
              loading={busy}
              aria-label={`Approve request: ${subject}`}
              onClick={() => onApprove(request)}
            >
              Approve
            </Button>
            <Button
              variant="danger"
              size="sm"
              icon={<X size={16} />}
              disabled={busy}
              aria-label={`Reject request: ${subject}`}
              onClick={() => onReject(request)}
            >
              Reject
            </Button>
          </>
        )}
      </div>
      {open && <RequestDetails id={detailsId} request={request} categoryNames={categoryNames} />}
    </Card>
  );
}
