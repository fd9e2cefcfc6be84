import { z } from 'zod';
import { REQUEST_TYPES, ROLES } from '@grocery/shared-api';
import { envelope } from '../../lib/envelope';

/** Wire shapes of the auth routes (they also document the API at /api/docs). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  name: z.string(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'pending', 'rejected']),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  storeName: z.string().nullable(),
  storeAddress: z.string().nullable(),
  createdAt: z.string(),
});

export const storeRequestSchema = z.object({
  id: z.string(),
  type: z.enum(REQUEST_TYPES),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  adminNotes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  requestData: z.record(z.string(), z.unknown()),
  requestedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  requestedRole: z.enum(['store_manager', 'admin']).optional(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

const tokens = { token: z.string(), refreshToken: z.string() };

export const sessionResponse = envelope(z.object({ user: userSchema, ...tokens }));
export const tokensResponse = envelope(z.object(tokens));
export const userResponse = envelope(z.object({ user: userSchema }));
export const emptyResponse = envelope(z.object({}));

export const registerResponse = envelope(
  z.union([
    z.object({ user: userSchema, ...tokens }),
    z.object({ user: userSchema, request: storeRequestSchema, requiresApproval: z.literal(true) }),
  ]),
);

export const initializationStatusResponse = envelope(z.object({ initialized: z.boolean() }));

export const logoutBody = z.object({ refreshToken: z.string().optional() });
