import fp from 'fastify-plugin';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { ValidationError } from '../lib/errors';

export const BAD_TEXT = 'Text must not contain NUL or unpaired surrogate characters';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL refuses NUL in text and jsonb (a 500), and mangles a lone surrogate into U+FFFD. */
const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * The path ("specifications.Origin", "images.2") of the first string, or object key, that
 * cannot be stored as sent; null when all can. Walks with its own stack: a body may nest deeper
 * than the call stack goes.
 */
export function unstorableText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!storable(current)) return path;
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!storable(key)) return path || 'body';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Every route validates with zod (the shared-api schemas the forms use, so both answer with
 * the same messages). Text no database column can hold is refused first, in every part of
 * every route, so no schema has to remember it. A request without a body is checked as an
 * empty object, so it gets the per-field "... is required" messages rather than one opaque
 * "expected object".
 */
const compileValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const part = route.httpPart;
  return (data) => {
    const bad = unstorableText(data);
    if (bad !== null) {
      const field = bad || (part === 'body' ? 'body' : String(part));
      return { error: new ValidationError(BAD_TEXT, [{ field, message: BAD_TEXT }]) };
    }
    if (part !== 'body') return validate(data);
    return validate(data === undefined || data === null ? {} : data);
  };
};

export default fp(
  async (app) => {
    app.setValidatorCompiler(compileValidator);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod' },
);
