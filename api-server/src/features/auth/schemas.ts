import { z } from 'zod';
import { ROLES } from '@grocery/shared-api';
import { envelope } from '../../lib/envelope';
import { storeRequestSchema } from '../../lib/store-request';

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
