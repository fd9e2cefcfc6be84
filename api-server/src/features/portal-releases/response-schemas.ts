import { z } from 'zod';
import { PORTALS } from '@grocery/shared-api';

export const releaseSchema = z.object({
  id: z.string(),
  portal: z.enum(PORTALS),
  version: z.string(),
  entry: z.string(),
  integrity: z.string().nullable(),
  shared: z.record(z.string(), z.string()),
  publishedBy: z.string(),
  publishedAt: z.string(),
});

const promotionSchema = z.object({
  percent: z.number(),
  promotedBy: z.string(),
  promotedAt: z.string(),
  rolledBackAt: z.string().nullable(),
});

export const portalListSchema = z.object({
  portals: z.array(
    z.object({
      portal: z.enum(PORTALS),
      live: releaseSchema.nullable(),
      canary: z.object({ release: releaseSchema, percent: z.number() }).nullable(),
      previous: releaseSchema.nullable(),
      history: z.array(releaseSchema.extend({ promotions: z.array(promotionSchema) })),
      reports: z.array(
        z.object({ version: z.string(), reason: z.string(), reportedAt: z.string() }),
      ),
    }),
  ),
});

/** What a promotion or rollback leaves: the versions now served. */
export const portalStateSchema = z.object({
  live: z.string().nullable(),
  canary: z.object({ version: z.string(), percent: z.number() }).nullable(),
  previous: z.string().nullable(),
});
