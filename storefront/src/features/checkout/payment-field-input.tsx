import type { PaymentField } from '@grocery/shared-api';
import { Input, Select } from '@grocery/shared-ui/forms';
import { formatCardNumber, formatExpiry } from '@grocery/shared-api/validation';

const INPUT_HINTS: Partial<
  Record<PaymentField['type'], { autoComplete: string; inputMode?: 'numeric' }>
> = {
  card_number: { autoComplete: 'cc-number', inputMode: 'numeric' },
  expiry: { autoComplete: 'cc-exp', inputMode: 'numeric' },
  cvv: { autoComplete: 'cc-csc', inputMode: 'numeric' },
};

/** What the shopper types, shaped as they type it: card numbers in groups of 4, expiry MM/YY. */
function shape(field: PaymentField, value: string): string {
  if (field.type === 'card_number') return formatCardNumber(value);
  if (field.type === 'expiry') return formatExpiry(value);
  if (field.type === 'cvv') return value.replace(/\D/g, '').slice(0, 4);
  return value;
}

export interface PaymentFieldInputProps {
  field: PaymentField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One field of a payment method, rendered from its definition (GET /payments/methods). */
export function PaymentFieldInput({
  field,
  value,
  error,
  onChange,
  onBlur,
}: PaymentFieldInputProps) {
  if (field.type === 'select') {
    return (
      <Select
        label={field.label}
        required={field.required}
        value={value}
        error={error}
        options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    );
  }
  const hints = INPUT_HINTS[field.type];
  const autoComplete = hints?.autoComplete ?? (field.name === 'cardholderName' ? 'cc-name' : 'off');
  return (
    <Input
      label={field.label}
      name={field.name}
      type={field.type === 'tel' ? 'tel' : 'text'}
      inputMode={hints?.inputMode}
      autoComplete={autoComplete}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
      required={field.required}
      spellCheck={false}
      value={value}
      error={error}
      onChange={(e) => onChange(shape(field, e.target.value))}
      onBlur={onBlur}
    />
  );
}
