import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@grocery/shared-api';

/**
 * Puts the server's per-field messages (400 `errors[]`) under the matching fields, so a rule the
 * server enforces reads the same as one the form caught. Returns whether any field got one.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const path = fields.find((name) => name === field);
    if (!path) continue;
    setError(path, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
