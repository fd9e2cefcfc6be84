import { requestTypeLabel, type StoreRequest } from '@grocery/shared-api';
import { ConfirmDialog } from '@grocery/shared-ui';

export interface ApproveDialogProps {
  request: StoreRequest | null;
  subject: string;
  busy: boolean;
  onCancel: () => void;
  onApprove: (request: StoreRequest) => void;
}

/** What approving does, said before it is done: a role granted or a category changed. */
export function approvalConsequence(request: StoreRequest, subject: string): string {
  switch (request.type) {
    case 'account_register_request':
      return request.requestedRole === 'admin'
        ? `${subject} becomes an administrator, with full control of the store, its users and their requests.`
        : `${subject} becomes a store manager and can sign in to manage products.`;
    case 'category_add_request':
      return `The category ${subject} is added to the store.`;
    case 'category_update_request':
      return `The category is changed as requested, to ${subject}.`;
    case 'category_delete_request':
      return `The category ${subject} is deleted.`;
    default:
      return 'The request is carried out.';
  }
}

/** Approving cannot be undone from the queue, so it is asked first; an admin grant in red. */
export function ApproveDialog({ request, subject, busy, onCancel, onApprove }: ApproveDialogProps) {
  const grantsAdmin = request?.requestedRole === 'admin';
  return (
    <ConfirmDialog
      open={request !== null}
      tone={grantsAdmin ? 'danger' : 'primary'}
      title={request ? `Approve ${requestTypeLabel(request)}?` : ''}
      message={request ? approvalConsequence(request, subject) : ''}
      confirmLabel={grantsAdmin ? 'Make Administrator' : 'Approve'}
      loading={busy}
      onCancel={onCancel}
      onConfirm={() => request && onApprove(request)}
    />
  );
}
