import { z } from 'zod';
import { REQUEST_TYPES, type RequestType } from '../types/request';
import { CATEGORY_MESSAGES, MAX_PAGE, PAGE_LIMITS } from './catalog';
import { visibleText, wholeNumberParam } from './fields';

/** Requests queue rules (spec sections 3, 5 and 7), shared by the forms and the server. */
export const CATEGORY_REQUEST_TYPES = [
  'category_add_request',
  'category_update_request',
  'category_delete_request',
] as const;
type CategoryRequestKind = (typeof CATEGORY_REQUEST_TYPES)[number];

export const REQUEST_MESSAGES = {
  typeRequired: 'Request type is required',
  typeInvalid:
    'Request type must be category_add_request, category_update_request or category_delete_request',
  nameRequired: CATEGORY_MESSAGES.nameRequired,
  categoryRequired: 'Choose the category this request is about',
  categoryInvalid: 'Invalid category id',
  reasonMax: 'Reason must be less than 500 characters',
  submitted: 'Request submitted successfully!',
  categorySubmitted: 'Category request submitted! An administrator will review it.',
  approved: 'Request approved successfully!',
  rejected: 'Request rejected successfully!',
} as const;
const M = REQUEST_MESSAGES;

const requestedName = visibleText(M.nameRequired)
  .min(1, M.nameRequired)
  .min(2, CATEGORY_MESSAGES.nameMin)
  .max(99, CATEGORY_MESSAGES.nameMax);

const requestedDescription = z
  .string()
  .trim()
  .max(500, CATEGORY_MESSAGES.descriptionMax)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const blankIsNull = (value: unknown) => (value === '' || value === 'null' ? null : value);

const requestType = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(CATEGORY_REQUEST_TYPES, {
    error: (issue) => (issue.input === undefined ? M.typeRequired : M.typeInvalid),
  }),
);

/** The fields a manager fills in; `categoryId` names the category an update or delete is about. */
const categoryRequestFields = z.object({
  name: requestedName,
  description: requestedDescription,
  parentId: z.preprocess(
    blankIsNull,
    z.guid(CATEGORY_MESSAGES.parentInvalid).nullable().optional(),
  ),
  isVisible: z.boolean().optional(),
  categoryId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.guid(M.categoryInvalid).optional(),
  ),
});

function requireCategory(
  value: { type: CategoryRequestKind; categoryId?: string | undefined },
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  if (value.type !== 'category_add_request' && !value.categoryId) {
    ctx.addIssue({ code: 'custom', path, message: M.categoryRequired });
  }
}

/**
 * The manager's category request form: flat fields as react-hook-form holds them. Turn its
 * output into the POST body with `toCategoryRequestBody`.
 */
export const categoryRequestFormSchema = categoryRequestFields
  .extend({ type: requestType })
  .superRefine((value, ctx) => requireCategory(value, ctx, ['categoryId']));
export type CategoryRequestFormInput = z.input<typeof categoryRequestFormSchema>;
export type CategoryRequestFormData = z.output<typeof categoryRequestFormSchema>;

/** The spec names the category as `requestData.originalCategory.id`; `categoryId` wins. */
function categoryFromOriginal(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const data = value as { categoryId?: unknown; originalCategory?: unknown };
  if (data.categoryId !== undefined && data.categoryId !== null && data.categoryId !== '') {
    return value;
  }
  const original = data.originalCategory;
  const id =
    typeof original === 'object' && original !== null
      ? (original as { id?: unknown }).id
      : undefined;
  return id === undefined ? value : { ...data, categoryId: id };
}

/**
 * POST /requests/category. The category an update or delete is about is `categoryId` or the
 * spec's `originalCategory.id`; the server takes its own snapshot of the category from the
 * database, so the rest of `originalCategory` is not read.
 */
export const categoryRequestSchema = z
  .object({
    type: requestType,
    requestData: z.preprocess(
      categoryFromOriginal,
      z.object(
        { ...categoryRequestFields.shape, originalCategory: z.unknown().optional() },
        { error: M.nameRequired },
      ),
    ),
  })
  .superRefine((value, ctx) =>
    requireCategory({ type: value.type, categoryId: value.requestData.categoryId }, ctx, [
      'requestData',
      'categoryId',
    ]),
  );
export type CategoryRequestBody = z.input<typeof categoryRequestSchema>;

export function toCategoryRequestBody({
  type,
  ...requestData
}: CategoryRequestFormData): CategoryRequestBody {
  return { type, requestData };
}

/** PATCH /requests/:id/approve and /reject: the path says the decision; `action` may repeat it. */
const decision = (action: 'approve' | 'reject') =>
  z.object({
    action: z.literal(action, { error: `Action must be ${action}` }).optional(),
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(500, M.reasonMax)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
  });
export const approveRequestSchema = decision('approve');
export const rejectRequestSchema = decision('reject');
export type RequestDecisionInput = z.input<typeof rejectRequestSchema>;

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** Shared by the request and audit listings: default page 1, limit 20, limit clamped to 100. */
export const pageQuerySchema = z.object({
  page: wholeNumberParam('Page', 1, 1, MAX_PAGE),
  limit: wholeNumberParam('Limit', 20, PAGE_LIMITS.min, PAGE_LIMITS.max),
});

/** GET /requests (admin) and GET /requests/my-requests. */
export const requestListQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    blankIsAbsent,
    z
      .enum(['pending', 'approved', 'rejected'], {
        error: 'Status must be pending, approved or rejected',
      })
      .optional(),
  ),
  type: z.preprocess(
    blankIsAbsent,
    z.enum(REQUEST_TYPES, { error: `Type must be one of: ${REQUEST_TYPES.join(', ')}` }).optional(),
  ),
  /** Account requests asking for this role only (the queue's Admin Registration filter). */
  requestedRole: z.preprocess(
    blankIsAbsent,
    z
      .enum(['store_manager', 'admin'], { error: 'Requested role must be store_manager or admin' })
      .optional(),
  ),
});
export type RequestListQueryInput = z.input<typeof requestListQuerySchema>;
export type RequestListQuery = z.output<typeof requestListQuerySchema> & { type?: RequestType };

export const requestIdParamsSchema = z.object({ id: z.guid({ error: 'Invalid request id' }) });

/** What the audit log records changes of; `entityType` of GET /audit filters by these. */
export const AUDIT_ENTITY_TYPES = [
  'product',
  'category',
  'request',
  'user',
  'order',
  'delivery',
  'portal',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** GET /audit: filters of the audit log. */
export const auditListQuerySchema = pageQuerySchema.extend({
  entityType: z.preprocess(
    blankIsAbsent,
    z
      .enum(AUDIT_ENTITY_TYPES, {
        error: `Entity type must be one of: ${AUDIT_ENTITY_TYPES.join(', ')}`,
      })
      .optional(),
  ),
  entityId: z.preprocess(blankIsAbsent, z.guid({ error: 'Invalid entity id' }).optional()),
  actorId: z.preprocess(blankIsAbsent, z.guid({ error: 'Invalid actor id' }).optional()),
});
export type AuditListQueryInput = z.input<typeof auditListQuerySchema>;
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** Pictures a manager picks: checked before upload and again (by content) on the server. */
export const UPLOAD_RULES = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  tooLarge: 'Image must be 2 MB or smaller',
  wrongType: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
} as const;
