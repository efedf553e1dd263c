import type { Client } from 'pg';
import { CatalogVersionMemory, type CatalogChangeHints, type VersionTicket } from './catalog-change-hints.js';
import { catalogKey } from './catalog-repository.js';
import { CATALOG_CHANGED_CHANNEL } from './sql-catalog-repository.js';

export interface CatalogChangeListenerOptions {
  /** The primary: NOTIFY is not delivered on a streaming replica. */
  url: string;
  /** While not listening, how long a version read from the database is reused (a poll instead of a storm). */
  pollMs?: number;
  /** First pause before reconnecting; doubles up to 10 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 10_000;
/** `application_name` of the listening connection, to tell it apart in `pg_stat_activity`. */
export const LISTENER_NAME = 'storefront catalogue listener';

/**
 * `LISTEN catalog_changed` on one dedicated connection to the primary, feeding a `CatalogVersionMemory`. Writes
 * notify in their transaction (`SqlCatalogRepository.write`), so the notice arrives when they commit, in this process
 * and in every other one. A dropped connection is retried with a back-off; meanwhile versions are polled.
 */
export class CatalogChangeListener implements CatalogChangeHints {
  private readonly memory: CatalogVersionMemory;
  private client: Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs: number;

  private constructor(private readonly options: CatalogChangeListenerOptions) {
    this.memory = new CatalogVersionMemory(options.pollMs ?? 500);
    this.retryMs = options.retryMs ?? 250;
  }

  /** Starts listening; resolves once the first attempt has either succeeded or failed (then it keeps retrying). */
  static async start(options: CatalogChangeListenerOptions): Promise<CatalogChangeListener> {
    const listener = new CatalogChangeListener(options);
    await listener.connect();
    return listener;
  }

  known(key: string): number | undefined {
    return this.memory.known(key);
  }

  ticket(key: string): VersionTicket {
    return this.memory.ticket(key);
  }

  remember(key: string, version: number, ticket: VersionTicket): void {
    this.memory.remember(key, version, ticket);
  }

  changed(key: string, version: number): void {
    this.memory.changed(key, version);
  }

  /** True while notices are being received (for tests and diagnostics). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.memory.disconnected();
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: this.options.url, application_name: LISTENER_NAME });
    let lost = false;
    const drop = () => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      this.memory.disconnected();
      void client.end().catch(() => {});
      this.scheduleRetry();
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      if (message.channel !== CATALOG_CHANGED_CHANNEL || !message.payload) return;
      try {
        const { index, entity, version } = JSON.parse(message.payload) as {
          index: string;
          entity: string;
          version: number;
        };
        this.memory.changed(catalogKey(index, entity), Number(version));
      } catch {
        // Not ours; a malformed notice must not stop the others.
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANGED_CHANNEL}`);
      // Read after LISTEN took effect: every later change is noticed, every earlier one is in these rows.
      const { rows } = await client.query<{ index_name: string; entity: string; version: string | number }>(
        'SELECT index_name, entity, version FROM catalog_versions',
      );
      if (this.closed || lost) {
        await client.end().catch(() => {});
        return;
      }
      this.memory.connected(new Map(rows.map((row) => [catalogKey(row.index_name, row.entity), Number(row.version)])));
      this.client = client;
      this.retryMs = this.options.retryMs ?? 250;
    } catch {
      drop();
    }
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.closed) void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}
