import { Banknote, CreditCard, Smartphone, Wallet, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '@grocery/shared-api';
import { Alert } from '@grocery/shared-ui';
import { PaymentFieldInput } from './payment-field-input';

const ICONS: Record<string, LucideIcon> = {
  credit_card: CreditCard,
  upi: Smartphone,
  cash_on_delivery: Banknote,
};

export interface PaymentSectionProps {
  methods: PaymentMethod[];
  selectedId: string;
  onSelect: (id: string) => void;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
  /** Why the last payment did not go through, e.g. 'Your card was declined.'. */
  failure: string | null;
}

/** The method choice and the chosen method's fields. */
export function PaymentSection({
  methods,
  selectedId,
  onSelect,
  values,
  errors,
  onChange,
  onBlur,
  failure,
}: PaymentSectionProps) {
  const selected = methods.find((m) => m.id === selectedId);
  return (
    <>
      <fieldset className="sf-pay-methods">
        <legend className="gs-sr-only">Payment method</legend>
        {methods.map((method) => {
          const Icon = ICONS[method.id] ?? Wallet;
          return (
            <label
              key={method.id}
              className="sf-pay-method"
              data-selected={method.id === selectedId}
            >
              <input
                type="radio"
                name="payment-method"
                value={method.id}
                checked={method.id === selectedId}
                onChange={() => onSelect(method.id)}
              />
              <Icon className="sf-pay-method__icon" size={22} aria-hidden="true" />
              <span className="sf-pay-method__text">
                <span className="sf-pay-method__name">{method.displayName}</span>
                <span className="sf-pay-method__description">{method.description}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {selected && selected.fields.length > 0 && (
        <div className="sf-checkout__fields sf-pay-fields">
          {selected.fields.map((field) => (
            <div
              key={`${selected.id}-${field.name}`}
              className={
                field.type === 'card_number' ||
                field.name === 'cardholderName' ||
                field.name === 'upiId'
                  ? 'sf-checkout__wide'
                  : undefined
              }
            >
              <PaymentFieldInput
                field={field}
                value={values[field.name] ?? ''}
                error={errors[field.name]}
                onChange={(value) => onChange(field.name, value)}
                onBlur={() => onBlur(field.name)}
              />
            </div>
          ))}
        </div>
      )}
      {failure && (
        <Alert tone="danger" title="Your payment did not go through">
          {failure}
        </Alert>
      )}
    </>
  );
}
