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

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

export const requestListResponse = envelope(
  z.object({ requests: z.array(storeRequestSchema), pagination: paginationSchema }),
);
export const requestResponse = envelope(z.object({ request: storeRequestSchema }));

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const requestIdParams = z.object({ id: z.uuid({ error: 'Request not found' }) });

export const logoutBody = z.object({ refreshToken: z.string().optional() });
