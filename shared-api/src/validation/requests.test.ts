import type { z } from 'zod';
import {
  approveRequestSchema,
  categoryRequestFormSchema,
  categoryRequestSchema,
  rejectRequestSchema,
  requestListQuerySchema,
  toCategoryRequestBody,
} from './requests';

/** First message per dotted path: the category request body nests its fields. */
function firstMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

const CATEGORY_ID = '0b6c1b9e-7a5e-4f7e-9d7e-1f0f5b1c2d3e';

describe('category request', () => {
  test('type and name are required, with the spec texts', () => {
    const result = categoryRequestSchema.safeParse({ requestData: {} });
    expect(result.success).toBe(false);
    expect(firstMessages(result)).toMatchObject({
      type: 'Request type is required',
      'requestData.name': 'Category name is required',
    });
    expect(firstMessages(categoryRequestSchema.safeParse({ type: '' }))).toMatchObject({
      type: 'Request type is required',
      requestData: 'Category name is required',
    });
  });

  test('an update or delete names its category; an add does not need one', () => {
    const update = categoryRequestSchema.safeParse({
      type: 'category_update_request',
      requestData: { name: 'Dairy' },
    });
    expect(firstMessages(update)).toEqual({
      'requestData.categoryId': 'Choose the category this request is about',
    });
    const add = categoryRequestSchema.parse({
      type: 'category_add_request',
      requestData: { name: '  Dairy\u200b ', parentId: '', description: '' },
    });
    expect(add.requestData).toEqual({ name: 'Dairy', parentId: null, description: null });
  });

  test('a name of invisible characters only is no name', () => {
    const blank = categoryRequestSchema.safeParse({
      type: 'category_add_request',
      requestData: { name: '\u200b\u200b\ufeff' },
    });
    expect(firstMessages(blank)).toEqual({ 'requestData.name': 'Category name is required' });
  });

  test('the flat form turns into the POST body', () => {
    const form = categoryRequestFormSchema.parse({
      type: 'category_delete_request',
      name: 'Dairy',
      categoryId: CATEGORY_ID,
    });
    expect(toCategoryRequestBody(form)).toEqual({
      type: 'category_delete_request',
      requestData: { name: 'Dairy', categoryId: CATEGORY_ID, description: null },
    });
  });
});

describe('request decisions and listing', () => {
  test('the path decides; a contradicting action is refused; blank reason is null', () => {
    expect(rejectRequestSchema.parse({ reason: '  ' })).toEqual({ reason: null });
    expect(approveRequestSchema.parse({})).toEqual({ reason: null });
    expect(approveRequestSchema.safeParse({ action: 'reject' }).success).toBe(false);
  });

  test('listing defaults to page 1 limit 20 and clamps the limit', () => {
    expect(requestListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(requestListQuerySchema.parse({ limit: '500', status: 'pending' })).toEqual({
      page: 1,
      limit: 100,
      status: 'pending',
    });
    expect(requestListQuerySchema.safeParse({ type: 'nope' }).success).toBe(false);
    expect(requestListQuerySchema.parse({ requestedRole: 'admin' })).toMatchObject({
      requestedRole: 'admin',
    });
    expect(
      requestListQuerySchema.safeParse({ requestedRole: 'customer' }).error?.issues[0],
    ).toMatchObject({ message: 'Requested role must be store_manager or admin' });
  });
});
