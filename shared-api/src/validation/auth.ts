import { z } from 'zod';
import { ROLES } from '../types/user';
import {
  MESSAGES,
  addressField,
  confirmPasswordField,
  emailField,
  newPasswordField,
  phoneField,
  visibleText,
} from './fields';

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: MESSAGES.passwordsMismatch,
    });
  }
};

const nameField = visibleText(MESSAGES.nameRequired)
  .min(1, MESSAGES.nameRequired)
  .min(2, MESSAGES.nameLength)
  .max(100, MESSAGES.nameLength);

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(6, MESSAGES.passwordMin),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    role: z.enum(ROLES, {
      error: (issue) => (issue.input ? MESSAGES.roleInvalid : MESSAGES.roleRequired),
    }),
    firstName: visibleText(MESSAGES.firstNameRequired)
      .min(1, MESSAGES.firstNameRequired)
      .min(2, MESSAGES.firstNameLength)
      .max(100, MESSAGES.firstNameLength),
    lastName: visibleText()
      .max(100, MESSAGES.lastNameLength)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    email: emailField,
    phone: phoneField,
    address: addressField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    storeName: visibleText().optional().nullable(),
    storeAddress: z.string().trim().optional().nullable(),
    reason: z.string().trim().max(1000).optional().nullable(),
    experience: z.string().trim().max(1000).optional().nullable(),
  })
  .superRefine((value, ctx) => {
    passwordsMatch(value, ctx);
    if (value.role !== 'store_manager') return;
    const storeName = value.storeName ?? '';
    if (!storeName) {
      ctx.addIssue({ code: 'custom', path: ['storeName'], message: MESSAGES.storeNameRequired });
    } else if (storeName.length < 2 || storeName.length > 100) {
      ctx.addIssue({ code: 'custom', path: ['storeName'], message: MESSAGES.storeNameLength });
    }
    const storeAddress = value.storeAddress ?? '';
    if (!storeAddress) {
      ctx.addIssue({
        code: 'custom',
        path: ['storeAddress'],
        message: MESSAGES.storeAddressRequired,
      });
    } else if (storeAddress.length < 10 || storeAddress.length > 500) {
      ctx.addIssue({
        code: 'custom',
        path: ['storeAddress'],
        message: MESSAGES.storeAddressLength,
      });
    }
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const initializeSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    role: z.literal('admin').optional().default('admin'),
  })
  .superRefine(passwordsMatch);
export type InitializeInput = z.input<typeof initializeSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, 'Reset link is invalid or has expired'),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(passwordsMatch);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(passwordsMatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Email is not editable here: changing the login address needs its own verified flow. */
export const profileUpdateSchema = z.object({
  name: nameField,
  phone: phoneField,
  address: addressField,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const refreshSchema = z.object({
  refreshToken: z
    .string({ error: 'Refresh token is required' })
    .min(1, 'Refresh token is required'),
});

export const storeManagerRequestSchema = z.object({
  reason: z
    .string({ error: MESSAGES.reasonRequired })
    .trim()
    .min(1, MESSAGES.reasonRequired)
    .min(10, MESSAGES.reasonMin)
    .max(1000, 'Reason must be less than 1000 characters'),
  experience: z.string().trim().max(1000).optional().nullable(),
  storeName: z.string().trim().max(100).optional().nullable(),
  storeAddress: z.string().trim().max(500).optional().nullable(),
});

export const reviewRequestSchema = z.object({
  action: z.enum(['approve', 'reject'], { error: 'Action must be approve or reject' }),
  reason: z.string().trim().max(500).optional().nullable(),
});
