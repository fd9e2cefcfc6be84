import './requests.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  approveRequest,
  getCategoryTree,
  getErrorMessage,
  listRequests,
  rejectRequest,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
  type Category,
  type ListRequestsParams,
  type RequestStatus,
  type StoreRequest,
} from '@grocery/shared-api';
import { EmptyState, LoadError, notify, Pager, Skeleton, useAsync } from '@grocery/shared-ui';
import { Select } from '@grocery/shared-ui/forms';
import { Inbox } from 'lucide-react';
import { AdminPage } from '../../components/admin-page';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { RequestItem, subjectOf } from './request-item';

export const PAGE_SIZE = 20;
export const APPROVED = 'Request approved successfully!';
export const REJECTED = 'Request rejected successfully!';

const STATUSES: readonly RequestStatus[] = ['pending', 'approved', 'rejected'];
const STATUS_OPTIONS = STATUSES.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));
type TypeFilter = Pick<ListRequestsParams, 'type' | 'requestedRole'>;

/**
 * The Type filter: an account request asks for a role, so an admin registration is told apart
 * from a store manager's (the server filters account requests by requestedRole).
 */
const TYPE_FILTERS: Record<string, { label: string; params: TypeFilter }> = {
  account_register_request: {
    label: REQUEST_TYPE_LABELS.account_register_request,
    params: { type: 'account_register_request', requestedRole: 'store_manager' },
  },
  admin_register_request: {
    label: 'Admin Registration',
    params: { type: 'account_register_request', requestedRole: 'admin' },
  },
  ...Object.fromEntries(
    REQUEST_TYPES.filter((type) => type !== 'account_register_request').map((type) => [
      type,
      { label: REQUEST_TYPE_LABELS[type], params: { type } },
    ]),
  ),
};
const TYPE_OPTIONS = Object.entries(TYPE_FILTERS).map(([value, { label }]) => ({ value, label }));

function namesOf(tree: Category[], names = new Map<string, string>()) {
  for (const node of tree) {
    names.set(node.id, node.name);
    if (node.children) namesOf(node.children, names);
  }
  return names;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.find((item) => item === value);

/** /admin/requests (spec section 2 Requests management). */
export default function AdminRequestsPage() {
  const [params, setParams] = useSearchParams();
  const status = pick(params.get('status'), STATUSES);
  const type = pick(params.get('type'), Object.keys(TYPE_FILTERS));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<StoreRequest | null>(null);
  const [approving, setApproving] = useState<StoreRequest | null>(null);

  const list = useAsync(
    (signal) =>
      listRequests(
        { page, limit: PAGE_SIZE, status, ...(type && TYPE_FILTERS[type]!.params) },
        { signal },
      ),
    [page, status, type],
  );
  // Category names for the details; the queue still works without them.
  const tree = useAsync(
    (signal) => getCategoryTree({ includeHidden: true }, { signal }).catch(() => []),
    [],
  );
  const categoryNames = namesOf(tree.data ?? []);

  const setFilter = (key: 'status' | 'type' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const decide = async (request: StoreRequest, action: 'approve' | 'reject', reason?: string) => {
    setBusyId(request.id);
    try {
      if (action === 'approve') await approveRequest(request.id);
      else await rejectRequest(request.id, reason);
      notify.success(action === 'approve' ? APPROVED : REJECTED);
      setRejecting(null);
    } catch (error) {
      notify.error(
        getErrorMessage(
          error,
          action === 'approve' ? 'Failed to approve request' : 'Failed to reject request',
        ),
      );
    } finally {
      setBusyId(null);
      // Approved or refused, the question is answered; the reload shows where the request stands.
      setApproving(null);
      // Decided or refused (someone else decided first), the list shows the request as it is now.
      list.reload();
    }
  };

  return (
    <AdminPage
      title="Requests Management"
      subtitle="Store manager registrations and category changes."
    >
      <div className="ap-filters" role="group" aria-label="Filter requests">
        <Select
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <Select
          label="Type"
          placeholder="All types"
          options={TYPE_OPTIONS}
          value={type ?? ''}
          onChange={(event) => setFilter('type', event.target.value)}
        />
      </div>
      {list.error ? (
        <LoadError error={list.error} fallback="Failed to fetch requests" onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton className="ap-requests__loading" />
      ) : list.data.requests.length === 0 ? (
        <EmptyState icon={<Inbox size={32} />} title="No requests found" />
      ) : (
        <>
          <ul className="ap-requests" aria-label="Requests">
            {list.data.requests.map((request) => (
              <RequestItem
                key={request.id}
                request={request}
                categoryNames={categoryNames}
                busy={busyId === request.id}
                onApprove={setApproving}
                onReject={setRejecting}
              />
            ))}
          </ul>
          <Pager
            pagination={list.data.pagination}
            onPage={(next) => setFilter('page', String(next))}
            label="Request pages"
          />
        </>
      )}
      <ApproveDialog
        request={approving}
        subject={approving ? subjectOf(approving) : ''}
        busy={approving !== null && busyId === approving.id}
        onCancel={() => setApproving(null)}
        onApprove={(request) => decide(request, 'approve')}
      />
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        request={rejecting}
        busy={rejecting !== null && busyId === rejecting.id}
        onCancel={() => setRejecting(null)}
        onReject={(request, reason) => decide(request, 'reject', reason)}
      />
    </AdminPage>
  );
}
