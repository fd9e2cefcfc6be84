import {
  formatQuantity,
  type LinePick,
  type PickListLine,
  type PickingStatus,
} from '@grocery/shared-api';
import { SUBSTITUTION_LABELS } from '../substitution/labels';

/** What the picker recorded, in a few words: "Picked 1.12 kg", "Short", "Pears ×1". */
export function pickSummary(
  line: Pick<PickListLine, 'soldBy' | 'weightUnit'>,
  pick: LinePick | null,
) {
  if (!pick) return 'Not picked yet';
  if (pick.outcome === 'short') return 'Short: none left';
  if (pick.outcome === 'picked') return `Picked ${formatQuantity(pick.quantity, line)}`;
  const sub = pick.substitute;
  return sub ? `Substituted: ${sub.name}, ${formatQuantity(sub.quantity, line)}` : 'Substituted';
}

/** The shopper's wish for a missing item, as the picker reads it. */
export function wishOf(line: Pick<PickListLine, 'substitution'>): string {
  const { preference, productName } = line.substitution;
  if (preference === 'specific' && productName) return `Substitute: ${productName}`;
  if (preference === 'none') return 'No substitutes';
  return `Substitute: ${SUBSTITUTION_LABELS.best_match.toLowerCase()}`;
}

export const PICKING_STATUS_LABELS: Record<PickingStatus, string> = {
  not_started: 'Not started',
  picking: 'Picking',
  packed: 'Packed',
};
