import fp from 'fastify-plugin';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Every route validates with zod (the shared-api schemas the forms use, so both answer with
 * the same messages). A request without a body is checked as an empty object, so it gets the
 * per-field "... is required" messages rather than one opaque "expected object".
 */
const compileValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data === undefined || data === null ? {} : data);
};

export default fp(
  async (app) => {
    app.setValidatorCompiler(compileValidator);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod' },
);
