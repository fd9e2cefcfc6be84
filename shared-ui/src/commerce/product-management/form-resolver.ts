import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
