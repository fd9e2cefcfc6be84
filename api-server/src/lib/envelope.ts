import { z } from 'zod';

export interface Success<T> {
  success: true;
  message?: string;
  data: T;
}

/** The success envelope of DESIGN.md section 4. */
export function ok<T>(data: T, message?: string): Success<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}

/** Data already serialized: a listing joins its products' stored documents as text. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** ok(data) serialized, for data given as object or as JsonText. */
export function okBody(data: unknown): string {
  return data instanceof JsonText
    ? `{"success":true,"data":${data.text}}`
    : JSON.stringify(ok(data));
}

/** Response schema for a success envelope around `data` (also documents it in OpenAPI). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export function failure(message: string, errors?: Failure['errors']): Failure {
  return errors?.length ? { success: false, message, errors } : { success: false, message };
}
