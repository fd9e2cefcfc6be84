import { REQUEST_TYPE_LABELS, type StoreRequest } from '@grocery/shared-api';
import { StatusBadge, formatDateTime } from '@grocery/shared-ui';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** One request: what was asked, when, its status and the admin's reason when rejected. */
export function RequestItem({ request }: { request: StoreRequest }) {
  const data = request.requestData;
  const reason = text(request.reason) ?? text(data.reason);
  const experience = text(data.experience);
  return (
    <li className="sf-request" data-testid="request">
      <div className="sf-request__head">
        <h2 className="sf-request__title">{REQUEST_TYPE_LABELS[request.type]}</h2>
        <StatusBadge status={request.status} />
      </div>
      <p className="sf-request__date">Submitted {formatDateTime(request.createdAt)}</p>
      {reason && (
        <p className="sf-request__text">
          <strong>Reason:</strong> {reason}
        </p>
      )}
      {experience && (
        <p className="sf-request__text">
          <strong>Experience:</strong> {experience}
        </p>
      )}
      {request.status === 'approved' && request.type === 'account_register_request' && (
        <p className="sf-request__note">
          You are now a store manager: sign out and back in to open your manager portal.
        </p>
      )}
      {request.status === 'rejected' && (
        <p className="sf-request__rejected">
          <strong>Rejection reason:</strong> {request.rejectionReason || 'No reason given.'}
        </p>
      )}
    </li>
  );
}
