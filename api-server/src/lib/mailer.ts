import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { redactTokens } from './log-serializers';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it in the background. */
  send(mail: Mail): Promise<void>;
  /** Delivers in the background a mail its writer recorded (outboxInsert) and committed. */
  deliverRecorded(outboxId: string, mail: Mail): void;
  /** Waits for deliveries still in flight (used on shutdown). */
  drain(): Promise<void>;
}

interface MailerOptions {
  db: Db;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * The statement that records a mail in the outbox, for a writer to run in its own transaction
 * (in one round trip with its other writes): the mail then exists exactly when the change does.
 * Returns the outbox row's id.
 */
export const outboxInsert = (mail: Mail): SQL =>
  sql`INSERT INTO outbox (recipient, subject, body)
    VALUES (${mail.to}, ${mail.subject}, ${mail.text}) RETURNING id`;

/**
 * Every mail is persisted in the outbox first, so nothing is lost if delivery fails. With
 * SMTP_URL it goes out through nodemailer after the response; without, it is only logged, its
 * tokens redacted (and, outside production, listed whole by GET /api/dev/outbox).
 */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, mail: Mail) {
    if (!transport) {
      log.info(
        { to: mail.to, subject: mail.subject, body: redactTokens(mail.text) },
        'mail kept in the outbox (no SMTP_URL)',
      );
      return;
    }
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (err) {
      log.error({ err, outboxId: id }, 'mail delivery failed; it stays unsent in the outbox');
    }
  }

  // SMTP can take seconds: the response must not wait for it.
  function deliverRecorded(id: string, mail: Mail) {
    const job = deliver(id, mail).finally(() => inFlight.delete(job));
    inFlight.add(job);
  }

  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: outbox.id });
      deliverRecorded(row!.id, mail);
    },
    deliverRecorded,
    async drain() {
      await Promise.all(inFlight);
    },
  };
}
