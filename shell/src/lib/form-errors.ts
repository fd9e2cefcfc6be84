import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/** The first message in the form's field order, for the spec's "first error as a toast". */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly Path<T>[],
): string | undefined {
  for (const field of fields) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
