import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * What one replica tells the others it changed, so they drop what they kept in memory: the
 * catalogue, or only some products' stock (orders).
 */
export type Change = { kind: 'catalog' } | { kind: 'stock'; productIds: readonly string[] };

interface Message {
  origin?: string;
  kinds?: 'catalog'[];
  stock?: string[];
}

const CHANNEL = 'grocery_changes';
/** Changes published within this window go out as one notification (orders come in bursts). */
const COALESCE_MS = 20;
const RECONNECT_MS = 500;
/** A notification's payload must stay under 8,000 bytes: past this many ids, drop everything. */
const MAX_STOCK_IDS = 150;

/**
 * PostgreSQL LISTEN/NOTIFY between the replicas of one store: a notification reaches every
 * listening session right after the writer's commit, with no other service to run. A replica
 * that lost its listening connection cannot know what it missed, so it drops everything once it
 * is back (`onChange` with the catalogue kind).
 */
export class ChangeFeed {
  private readonly origin = randomUUID();
  private listener: pg.Client | undefined;
  private stopped = false;
  private catalogQueued = false;
  private readonly stockQueued = new Set<string>();
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
      const message = JSON.parse(payload ?? '{}') as Message;
      if (message.origin === this.origin) return;
      if (message.kinds?.includes('catalog')) this.onChange({ kind: 'catalog' });
      else if (message.stock?.length) this.onChange({ kind: 'stock', productIds: message.stock });
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
        () => this.onChange({ kind: 'catalog' }),
        (err: Error) => {
          this.onError(err);
          this.retry();
        },
      );
    }, RECONNECT_MS).unref();
  }

  /** Tells the other replicas; this one has already applied the change itself. */
  publish(change: Change): void {
    if (change.kind === 'catalog') this.catalogQueued = true;
    else for (const id of change.productIds) this.stockQueued.add(id);
    this.flush ??= setTimeout(() => {
      this.flush = undefined;
      const everything = this.catalogQueued || this.stockQueued.size > MAX_STOCK_IDS;
      const message: Message = everything
        ? { origin: this.origin, kinds: ['catalog'] }
        : { origin: this.origin, stock: [...this.stockQueued] };
      this.catalogQueued = false;
      this.stockQueued.clear();
      this.pool
        .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)])
        .catch(this.onError);
    }, COALESCE_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.flush);
    await this.listener?.end().catch(() => undefined);
  }
}
