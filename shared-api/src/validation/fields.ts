import { z } from 'zod';

/** Shared field rules (spec section 5). Each message is the spec's text, verbatim. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;
const PHONE_PATTERN = /^\+?[1-9]\d{6,14}$/;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please provide a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordRule:
    'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  roleRequired: 'Please select an account type',
  roleInvalid: 'Role must be one of: admin, store_manager, customer',
  firstNameRequired: 'First name is required',
  firstNameLength: 'First name must be between 2 and 100 characters',
  lastNameLength: 'Last name must be less than 100 characters',
  nameRequired: 'Name is required',
  nameLength: 'Name must be between 2 and 100 characters',
  phoneInvalid: 'Please provide a valid phone number',
  addressMax: 'Address must be less than 500 characters',
  storeNameRequired: 'Store name is required',
  storeNameLength: 'Store name must be between 2 and 100 characters',
  storeAddressRequired: 'Store address is required',
  storeAddressLength: 'Store address must be between 10 and 500 characters',
  reasonRequired: 'Reason is required',
  reasonMin: 'Reason must be at least 10 characters',
  fixErrors: 'Please fix the validation errors before submitting',
} as const;

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .max(254, MESSAGES.emailInvalid)
  .toLowerCase();

/** Strength rule for new passwords (registration, initialization, reset, change). */
export const newPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(6, MESSAGES.passwordMin)
  .max(128, 'Password must be less than 128 characters')
  .regex(PASSWORD_PATTERN, MESSAGES.passwordRule);

export const confirmPasswordField = z
  .string({ error: MESSAGES.confirmRequired })
  .min(1, MESSAGES.confirmRequired);

export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

/** Optional: blank means "not given"; otherwise 7-15 digits, optional +, no leading 0. */
export const phoneField = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || PHONE_PATTERN.test(normalizePhone(v)), MESSAGES.phoneInvalid);

export const addressField = z
  .string()
  .trim()
  .max(500, MESSAGES.addressMax)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
