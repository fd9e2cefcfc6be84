import { z } from 'zod';

/** Every message per field, in order, for a failed parse; {} when the input is valid. */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return z.flattenError(result.error).fieldErrors as Record<string, string[]>;
}

/** The first message per field, as a form shows it. */
export function firstMessages(schema: z.ZodType, input: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldMessages(schema, input)).map(([field, messages]) => [
      field,
      messages[0] ?? '',
    ]),
  );
}
