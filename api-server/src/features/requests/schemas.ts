import { z } from 'zod';
import { REQUEST_TYPES } from '@grocery/shared-api';
import { envelope } from '../../lib/envelope';

/** Wire shape of a request (it also documents the API at /api/docs). */
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
