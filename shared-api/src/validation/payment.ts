import type { FieldError } from '../types';
import type { PaymentField, PaymentMethod } from '../types/order';

/** Payment field rules (spec section 5, Payment fields), messages verbatim. */
export const PAYMENT_MESSAGES = {
  cardDigits: 'Card number must contain only digits',
  cardLength: (type: string) => `Invalid ${type} card number length`,
  cardLuhn: 'Card number is invalid',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Enter month and year (e.g., 12/25)',
  expiryPast: 'Card has expired',
  cvv: 'CVV must be 3 or 4 digits',
  cardholder: 'Cardholder name may contain only letters, spaces, hyphens and apostrophes',
  upiRequired: 'UPI ID is required',
  upiPattern: 'Enter a valid UPI ID (e.g., username@bank)',
  required: (label: string) => `${label} is required`,
  min: (label: string, n: number) => `${label} must be at least ${n} characters`,
  max: (label: string, n: number) => `${label} must be no more than ${n} characters`,
  pattern: (label: string) => `${label} format is invalid`,
  fixPayment: 'Please fix payment validation errors',
  paymentFailed: 'Payment failed. Please try again.',
} as const;

export const CARD_TYPES = {
  visa: { label: 'Visa', lengths: [13, 16, 19], prefix: /^4/ },
  mastercard: { label: 'Mastercard', lengths: [16], prefix: /^(5[1-5]|2[2-7])/ },
  amex: { label: 'American Express', lengths: [15], prefix: /^3[47]/ },
  discover: { label: 'Discover', lengths: [16], prefix: /^(6011|65|64[4-9])/ },
  diners: { label: 'Diners Club', lengths: [14], prefix: /^3(0[0-5]|[68])/ },
  jcb: { label: 'JCB', lengths: [15, 16], prefix: /^35/ },
  unionpay: { label: 'UnionPay', lengths: [16, 17, 18, 19], prefix: /^62/ },
} as const;
export type CardType = keyof typeof CARD_TYPES;

export const UPI_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;
const CARDHOLDER_PATTERN = /^[A-Za-z][A-Za-z\s'-]*$/;

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function detectCardType(digits: string): CardType | null {
  for (const [type, rule] of Object.entries(CARD_TYPES)) {
    if (rule.prefix.test(digits)) return type as CardType;
  }
  return null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The card input's display: groups of 4, at most 16 digits (spec section 9: 23 characters). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as typed: digits only, the slash added after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function cardNumberError(value: string): string | null {
  const digits = cardDigits(value);
  if (!/^\d+$/.test(digits)) return PAYMENT_MESSAGES.cardDigits;
  const type = detectCardType(digits);
  const lengths: readonly number[] = type ? CARD_TYPES[type].lengths : [13, 14, 15, 16, 17, 18, 19];
  if (!lengths.includes(digits.length)) return PAYMENT_MESSAGES.cardLength(type ?? 'card');
  return luhnValid(digits) ? null : PAYMENT_MESSAGES.cardLuhn;
}

/** MM/YY, month 01-12, not before the current month. `now` is injectable for tests. */
export function expiryError(value: string, now = new Date()): string | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!match) return PAYMENT_MESSAGES.expiryFormat;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? PAYMENT_MESSAGES.expiryPast : null;
}

function typeError(field: PaymentField, value: string): string | null {
  switch (field.type) {
    case 'card_number':
      return cardNumberError(value);
    case 'expiry':
      return expiryError(value);
    case 'cvv':
      return /^\d{3,4}$/.test(value) ? null : PAYMENT_MESSAGES.cvv;
    default:
      if (field.name === 'cardholderName' && !CARDHOLDER_PATTERN.test(value)) {
        return PAYMENT_MESSAGES.cardholder;
      }
      if (field.name === 'upiId' && !UPI_PATTERN.test(value)) return PAYMENT_MESSAGES.upiPattern;
      return null;
  }
}

function requiredMessage(field: PaymentField): string {
  if (field.type === 'expiry') return PAYMENT_MESSAGES.expiryRequired;
  if (field.name === 'upiId') return PAYMENT_MESSAGES.upiRequired;
  return PAYMENT_MESSAGES.required(field.label);
}

/** One field's first error, or null. The checkout form and the server both call this. */
export function paymentFieldError(field: PaymentField, raw: unknown): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (typeof raw !== 'string' && raw !== undefined && raw !== null) {
    return PAYMENT_MESSAGES.pattern(field.label);
  }
  if (!value) return field.required ? requiredMessage(field) : null;
  if (field.type !== 'card_number') {
    if (field.minLength && value.length < field.minLength) {
      return PAYMENT_MESSAGES.min(field.label, field.minLength);
    }
    if (field.maxLength && value.length > field.maxLength) {
      return PAYMENT_MESSAGES.max(field.label, field.maxLength);
    }
  }
  if (field.options && !field.options.some((option) => option.value === value)) {
    return PAYMENT_MESSAGES.pattern(field.label);
  }
  const specific = typeError(field, value);
  if (specific) return specific;
  if (field.pattern && !new RegExp(field.pattern).test(value)) {
    return field.patternMessage ?? PAYMENT_MESSAGES.pattern(field.label);
  }
  return null;
}

/** Every field's error for one method; empty when the values may be sent. */
export function validatePaymentFields(
  method: Pick<PaymentMethod, 'fields'>,
  values: Record<string, unknown>,
): FieldError[] {
  return method.fields.flatMap((field) => {
    const message = paymentFieldError(field, values[field.name]);
    return message ? [{ field: field.name, message }] : [];
  });
}

/** The methods the store offers; the server answers these from GET /payments/methods. */
export const PAYMENT_METHODS: PaymentMethod[] = [
  {
    id: 'credit_card',
    displayName: 'Credit or debit card',
    description: 'Visa, Mastercard, American Express, Discover and more',
    fields: [
      {
        name: 'cardNumber',
        label: 'Card number',
        type: 'card_number',
        required: true,
        placeholder: '1234 5678 9012 3456',
        maxLength: 23,
      },
      {
        name: 'expiryDate',
        label: 'Expiry date',
        type: 'expiry',
        required: true,
        placeholder: 'MM/YY',
        maxLength: 5,
      },
      { name: 'cvv', label: 'CVV', type: 'cvv', required: true, placeholder: '123', maxLength: 4 },
      {
        name: 'cardholderName',
        label: 'Cardholder name',
        type: 'text',
        required: true,
        placeholder: 'Name on card',
        minLength: 2,
        maxLength: 50,
      },
    ],
  },
  {
    id: 'upi',
    displayName: 'UPI',
    description: 'Pay from your bank account with a UPI ID',
    fields: [
      {
        name: 'upiId',
        label: 'UPI ID',
        type: 'text',
        required: true,
        placeholder: 'username@bank',
        maxLength: 100,
      },
    ],
  },
  {
    id: 'cash_on_delivery',
    displayName: 'Cash on delivery',
    description: 'Pay in cash when your groceries arrive',
    fields: [],
  },
];

export const DEFAULT_PAYMENT_METHOD = 'cash_on_delivery';
