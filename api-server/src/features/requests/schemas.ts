import { z } from 'zod';
import { envelope } from '../../lib/envelope';
import { storeRequestSchema } from '../../lib/store-request';

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
