import { useState, type FormEvent } from 'react';
import {
  formatQuantity,
  getErrorMessage,
  getPickingOrder,
  type PickListLine,
  type SubstituteSuggestion,
} from '@grocery/shared-api';
import type { PickRecordInput } from '@grocery/shared-api/validation';
import { FormDialog } from '../../components/form-dialog';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { formatMoney } from '../../lib/format';
import { useAsync } from '../../lib/use-async';
import { wishOf } from './pick-state';

type Choice = 'picked' | 'different' | 'short' | 'substituted';

export interface PickLineDialogProps {
  line: PickListLine;
  onClose: () => void;
  /** Records the pick; rejects with the server's refusal. */
  onRecord: (pick: PickRecordInput) => Promise<void>;
}

const suggestionLabel = (s: SubstituteSuggestion) =>
  `${s.chosenByShopper ? "Shopper's choice: " : ''}${s.name} (${formatMoney(s.chargedUnitPrice)}${
    s.weightUnit ? ` per ${s.weightUnit}` : ''
  })`;

/** Picked in full, a different quantity or the actual weight, short, or a substitute. */
export function PickLineDialog({ line, onClose, onRecord }: PickLineDialogProps) {
  const weighed = line.soldBy === 'weight';
  const [choice, setChoice] = useState<Choice>(weighed ? 'different' : 'picked');
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [substituteId, setSubstituteId] = useState('');
  const [substituteQuantity, setSubstituteQuantity] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const noSubstitutes = line.substitution.preference === 'none';
  const suggestions = useAsync(
    (signal) =>
      noSubstitutes
        ? Promise.resolve([])
        : getPickingOrder(line.orderId, { signal }).then((o) => o.suggestions[line.itemId] ?? []),
    [line.orderId, line.itemId, noSubstitutes],
  );

  const request = (): PickRecordInput => {
    switch (choice) {
      case 'picked':
        return { outcome: 'picked', quantity: line.quantity };
      case 'different':
        return { outcome: 'picked', quantity: Number(quantity.replace(',', '.')) };
      case 'short':
        return { outcome: 'short' };
      case 'substituted':
        return {
          outcome: 'substituted',
          substituteProductId: substituteId,
          substituteQuantity: Number(substituteQuantity.replace(',', '.')),
        };
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'substituted' && !substituteId) {
      setError('Choose the substitute product');
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await onRecord(request());
      onClose();
    } catch (failure) {
      setError(getErrorMessage(failure, 'Failed to record the pick'));
    } finally {
      setSubmitting(false);
    }
  };

  const options: Array<{ value: Choice; label: string; disabled?: boolean }> = [
    { value: 'picked', label: `Picked in full (${formatQuantity(line.quantity, line)})` },
    { value: 'different', label: weighed ? 'Actual weight' : 'A different quantity' },
    { value: 'short', label: 'Short: none left' },
    {
      value: 'substituted',
      label: noSubstitutes ? 'Substitute (the shopper asked for none)' : 'Substitute',
      disabled: noSubstitutes,
    },
  ];

  return (
    <FormDialog
      title={`Pick ${line.name}`}
      description={`${line.orderNumber}: ${formatQuantity(line.quantity, line)} ordered. ${wishOf(line)}.`}
      onSubmit={submit}
      submitting={submitting}
      submitLabel="Record"
      loadingLabel="Recording..."
      onClose={onClose}
      formClassName="gs-pick-dialog"
    >
      <fieldset className="gs-pick-dialog__choices">
        <legend className="gs-sr-only">What was picked</legend>
        {options.map((option) => (
          <label key={option.value} className="gs-pick-dialog__choice">
            <input
              type="radio"
              name="outcome"
              value={option.value}
              checked={choice === option.value}
              disabled={option.disabled}
              onChange={() => setChoice(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {choice === 'different' && (
        <Input
          label={weighed ? `Actual weight (${line.weightUnit ?? 'kg'})` : 'Quantity picked'}
          inputMode={weighed ? 'decimal' : 'numeric'}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      )}
      {choice === 'substituted' && (
        <>
          <Select
            label="Substitute"
            placeholder={suggestions.data ? 'Choose a product' : 'Loading suggestions…'}
            value={substituteId}
            disabled={!suggestions.data}
            options={(suggestions.data ?? []).map((s) => ({
              value: s.productId,
              label: suggestionLabel(s),
            }))}
            onChange={(e) => setSubstituteId(e.target.value)}
          />
          <Input
            label={weighed ? `Weight (${line.weightUnit ?? 'kg'})` : 'Quantity'}
            inputMode={weighed ? 'decimal' : 'numeric'}
            value={substituteQuantity}
            onChange={(e) => setSubstituteQuantity(e.target.value)}
          />
        </>
      )}
      {error && (
        <p className="gs-pick-dialog__error" role="alert">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
