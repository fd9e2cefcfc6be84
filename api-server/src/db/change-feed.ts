import { randomUUID } from 'node:crypto';
import pg from 'pg';

const KINDS = ['catalog', 'delivery'] as const;

/**
 * What one replica tells the others it changed, so they drop what they kept in memory: the
 * catalogue, or the delivery slots' places (holds, orders, the schedule).
 */
export type Change = { kind: (typeof KINDS)[number] };

const CHANNEL = 'grocery_changes';
/** Changes published within this window go out as one notification (orders come in bursts). */
const COALESCE_MS = 20;
const RECONNECT_MS = 500;

/**
 * PostgreSQL LISTEN/NOTIFY between the replicas of one store: a notification reaches every
 * listening session right after the writer's commit, with no other service to run. A replica
 * that lost its listening connection cannot know what it missed, so it drops everything once it
 * is back (`onChange` for every kind).
 */
export class ChangeFeed {
  private readonly origin = randomUUID();
  private listener: pg.Client | undefined;
  private stopped = false;
  private readonly queued = new Set<Change['kind']>();
  private flush: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly pool: pg.Pool,
    private readonly onChange: (change: Change) => void,
    private readonly onError: (err: Error) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('notification', ({ payload }) => {
      const message = JSON.parse(payload ?? '{}') as { origin?: string; kinds?: Change['kind'][] };
      if (message.origin === this.origin) return;
      for (const kind of message.kinds ?? []) this.onChange({ kind });
    });
    client.on('error', (err) => {
      this.onError(err);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      client.end().catch(() => undefined);
      throw err;
    }
    this.listener = client;
  }

  private reconnect(client: pg.Client): void {
    if (this.stopped || this.listener !== client) return;
    this.listener = undefined;
    client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    setTimeout(() => {
      if (this.stopped) return;
      this.start().then(
        () => KINDS.forEach((kind) => this.onChange({ kind })),
        (err: Error) => {
          this.onError(err);
          this.retry();
        },
      );
    }, RECONNECT_MS).unref();
  }

  /** Tells the other replicas; this one has already applied the change itself. */
  publish(change: Change): void {
    this.queued.add(change.kind);
    this.flush ??= setTimeout(() => {
      this.flush = undefined;
      const kinds = [...this.queued];
      this.queued.clear();
      const payload = JSON.stringify({ origin: this.origin, kinds });
      this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch(this.onError);
    }, COALESCE_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.flush);
    await this.listener?.end().catch(() => undefined);
  }
}
