import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * gzip/brotli for clients that ask: the front end's JavaScript shrinks to about a third on the
 * wire. Small bodies are not worth the CPU.
 */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'compress' },
);
