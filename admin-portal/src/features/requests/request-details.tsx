import type { StoreRequest } from '@grocery/shared-api';
import { formatDateTime } from '@grocery/shared-ui';
import { ArrowRight } from 'lucide-react';
import { requestDetailRows, type CategoryNames } from './request-fields';

export interface RequestDetailsProps {
  id: string;
  request: StoreRequest;
  categoryNames: CategoryNames;
}

export function RequestDetails({ id, request, categoryNames }: RequestDetailsProps) {
  const rows = requestDetailRows(request, categoryNames);
  return (
    <div id={id} className="ap-request__details">
      <dl className="ap-request__fields">
        {rows.map((row) => (
          <div key={row.label} className="ap-request__field">
            <dt>{row.label}</dt>
            <dd>
              {row.before !== undefined && row.before !== row.value ? (
                <span className="ap-change">
                  <del aria-label={`was ${row.before}`}>{row.before}</del>
                  <ArrowRight size={14} aria-hidden="true" />
                  <ins aria-label={`becomes ${row.value}`}>{row.value}</ins>
                </span>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
        {request.reviewedAt && (
          <div className="ap-request__field">
            <dt>Reviewed</dt>
            <dd>{formatDateTime(request.reviewedAt)}</dd>
          </div>
        )}
        {request.rejectionReason && (
          <div className="ap-request__field">
            <dt>Rejection reason</dt>
            <dd>{request.rejectionReason}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
