// The reference point for the API figures: the same Fastify answering a constant JSON envelope,
// in its own process like the real server so neither shares an event loop with autocannon.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { status: 'ok' } }));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) }).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
