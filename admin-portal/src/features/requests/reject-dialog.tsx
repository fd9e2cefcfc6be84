import { useState } from 'react';
import type { StoreRequest } from '@grocery/shared-api';
import { Button, Dialog } from '@grocery/shared-ui';
import { Textarea } from '@grocery/shared-ui/forms';

export interface RejectDialogProps {
  request: StoreRequest | null;
  busy: boolean;
  onCancel: () => void;
  onReject: (request: StoreRequest, reason: string) => void;
}

/**
 * The reason is optional; it is stored as the rejectionReason the requester reads. Render it with
 * the request's id as key so each request starts with an empty reason.
 */
export function RejectDialog({ request, busy, onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={request !== null}
      onClose={busy ? () => undefined : onCancel}
      size="sm"
      title="Reject request"
      description="The requester sees the reason you give."
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() => request && onReject(request, reason)}
          >
            Reject
          </Button>
        </>
      }
    >
      <Textarea
        label="Reason (optional)"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}
