import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_RULES } from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import { AppError, ValidationError } from '../../lib/errors';
import { imageTypeOf } from './image-type';
import { readUpload, storeUpload } from './service';

const tags = ['uploads'];
const idParams = z.object({ id: z.guid({ error: 'Image not found' }) });

/**
 * How much of an over-limit file is still read (and thrown away) before answering 413: a
 * browser that is still sending when the server closes sees a reset, not the answer.
 */
const DRAIN_CAP_BYTES = 32 * 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    maxBytes === UPLOAD_RULES.maxBytes
      ? UPLOAD_RULES.tooLarge
      : `Image must be ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB or smaller`,
  );

const MALFORMED = 'The upload could not be read: send one file as multipart/form-data';

/**
 * The `file` part's bytes, up to maxBytes (size counts them all). A body the multipart parser
 * cannot read (no boundary, cut off mid-part) is the client's fault: a 400, not a 500.
 */
async function readFilePart(request: FastifyRequest, maxBytes: number) {
  try {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part || part.fieldname !== 'file') {
      throw new ValidationError('Choose an image to upload', [
        { field: 'file', message: 'Choose an image to upload' },
      ]);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    }
    return { fileName: part.filename, size, content: Buffer.concat(chunks) };
  } catch (err) {
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw new ValidationError(MALFORMED, [{ field: 'file', message: MALFORMED }]);
  }
}

/** Product pictures: staff upload one file at a time; anyone may read them back. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.uploadMaxBytes;
  await app.register(multipart, {
    limits: { fileSize: DRAIN_CAP_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/',
    {
      onRequest: app.authorize('admin', 'store_manager'),
      schema: { tags, security: [{ bearerAuth: [] }], consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      const { fileName, size, content } = await readFilePart(request, maxBytes);
      if (size > maxBytes) throw tooLarge(maxBytes);
      const contentType = imageTypeOf(content);
      if (!contentType) {
        throw new ValidationError(UPLOAD_RULES.wrongType, [
          { field: 'file', message: UPLOAD_RULES.wrongType },
        ]);
      }
      const upload = await storeUpload(app.db, request.auth!.userId, {
        fileName,
        contentType,
        content,
      });
      return reply.code(201).send(ok({ upload }));
    },
  );

  app.get('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const { contentType, content } = await readUpload(app.db, request.params.id);
    // An upload never changes: its id names its bytes for good.
    return reply
      .header('content-type', contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(content);
  });
};

export default uploadRoutes;
