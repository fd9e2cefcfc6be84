import { useState } from 'react';
import type { Portal } from '@grocery/shared-api';
import { ConfirmDialog } from '@grocery/shared-ui';
import { Input } from '@grocery/shared-ui/forms';

export type PendingChange =
  | { kind: 'promote'; portal: Portal; version: string }
  | { kind: 'rollback'; portal: Portal; version: string; target: string };

interface Props {
  pending: PendingChange | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (change: PendingChange, percent: number) => void;
}

/** Asks before a promotion (with the share of browsers) or a rollback. */
export function PortalDialogs({ pending, busy, onCancel, onConfirm }: Props) {
  const [percent, setPercent] = useState('100');
  const value = Number(percent);
  const valid = Number.isInteger(value) && value >= 1 && value <= 100;
  if (pending?.kind === 'rollback') {
    return (
      <ConfirmDialog
        open
        tone="danger"
        title={`Roll back ${pending.portal}?`}
        message={`${pending.version} stops being served; ${pending.target} is what browsers load on their next page load.`}
        confirmLabel="Roll back"
        loading={busy}
        onCancel={onCancel}
        onConfirm={() => onConfirm(pending, 100)}
      />
    );
  }
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? `Promote ${pending.portal} ${pending.version}?` : ''}
      message="Browsers load it on their next page load. Below 100% it is a canary: the same browsers keep getting it."
      confirmLabel="Promote"
      loading={busy}
      onCancel={onCancel}
      onConfirm={() => pending && valid && onConfirm(pending, value)}
    >
      <Input
        label="Share of browsers (%)"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={percent}
        error={valid ? undefined : 'Percent must be a whole number from 1 to 100'}
        onChange={(event) => setPercent(event.target.value)}
      />
    </ConfirmDialog>
  );
}
