import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { smtpUrl, mailFrom } = app.config;
    const mailer = createMailer({ db: app.db, smtpUrl, from: mailFrom, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.drain());
  },
  { name: 'mailer', dependencies: ['context'] },
);
