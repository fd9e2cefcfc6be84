import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@grocery/shared-api';
import { productCreateSchema, type ProductCreateData } from '@grocery/shared-api/validation';
import { toProductPayload, type ProductFormValues } from './form-values';

type FormResolver = Resolver<ProductFormValues, unknown, ProductCreateData>;

// The schema's preprocess step (field aliases) types its input as unknown.
const schemaResolver = zodResolver(productCreateSchema as never) as unknown as Resolver<
  FieldValues,
  unknown,
  ProductCreateData
>;

/** The server's own schema, run on what would be sent: the form and the API read alike. */
export const productFormResolver: FormResolver = (values, context, options) =>
  schemaResolver(
    toProductPayload(values) as FieldValues,
    context,
    options as never,
  ) as ReturnType<FormResolver>;

/** Puts a 400's per-field messages under the matching fields; true when any was placed. */
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
