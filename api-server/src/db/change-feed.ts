import { randomUUID } from 'node:crypto';
import pg from 'pg';

const KINDS = ['catalog', 'delivery'] as const;
type Kind = (typeof KINDS)[number];

/**
 * What one replica tells the others it changed, so they drop what they kept in memory: the
 * catalogue, only some products' stock (orders), or the delivery slots' places (holds, orders,
 * the schedule).
 */
export type Change = { kind: Kind } | { kind: 'stock'; productIds: readonly string[] };

interface Message {
  origin?: string;
  kinds?: Kind[];
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
 * is back (`onChange` for every kind but stock, which the catalogue kind covers).
 */
export class ChangeFeed {
  private readonly origin = randomUUID();
  private listener: pg.Client | undefined;
  private stopped = false;
  private readonly queued = new Set<Kind>();
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
      const kinds = message.kinds ?? [];
      for (const kind of kinds) this.onChange({ kind });
      if (message.stock?.length && !kinds.includes('catalog')) {
        this.onChange({ kind: 'stock', productIds: message.stock });
      }
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
    if (change.kind === 'stock') change.productIds.forEach((id) => this.stockQueued.add(id));
    else this.queued.add(change.kind);
    this.flush ??= setTimeout(() => {
      this.flush = undefined;
      if (this.stockQueued.size > MAX_STOCK_IDS) this.queued.add('catalog');
      const kinds = [...this.queued];
      const stock = kinds.includes('catalog') ? [] : [...this.stockQueued];
      this.queued.clear();
      this.stockQueued.clear();
      const message: Message = { origin: this.origin, kinds, ...(stock.length ? { stock } : {}) };
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
