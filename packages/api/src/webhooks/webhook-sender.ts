import { LeasedRounds } from '../db/leased-rounds.js';
import { sql, type SqlDatabase } from '../db/sql.js';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.js';

export interface WebhookSenderOptions {
  /** Where every event goes (`webhooks.urls`). */
  urls: readonly string[];
  /** The HMAC-SHA256 key of the signature header. */
  secret: string;
  /** How long a claimed delivery is this sender's before another process may take it. */
  leaseMs: number;
  /** A receiver that has not answered in this long failed this attempt. */
  timeoutMs: number;
  /** Tries before a delivery is given up as `failed` (the back-office can resend it). */
  maxAttempts: number;
  /** The first retry waits this long, each next one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  now: () => number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  hooks?: {
    /** Awaited after a claim, before sending: a test stops a "process" here instead of sleeping. */
    afterClaim?(delivery: ClaimedDelivery): Promise<void>;
  };
}

export interface ClaimedDelivery {
  id: number;
  url: string;
  attempts: number;
  eventKey: string;
  type: string;
  payload: string;
}

const CLAIM_BATCH = 20;
const FAN_OUT_BATCH = 100;

/** The wait before the attempt after `attempts` failed ones: exponential, capped. */
export function webhookRetryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the order webhooks of the outbox (docs/api.md#order-webhooks), one sender per process. Each round first
 * makes the deliveries of new events (one per configured URL), then claims due deliveries with a lease in a
 * transaction (owner and until, as the booking mail jobs do: a delivery leased to a live sender is not taken), sends
 * them outside it and marks each only while the lease is still its own. A 2xx answer delivers; anything else (an
 * error, a timeout, a redirect, 4xx or 5xx) is tried again after an exponential back-off, until `maxAttempts`. A
 * sender that dies mid-send loses its lease and another sends the delivery again: at least once, never twice at the
 * same time, with the event's key as the `Idempotency-Key` so the receiver can drop a repeat.
 */
export class WebhookSender extends LeasedRounds {
  constructor(
    private readonly db: SqlDatabase,
    private readonly options: WebhookSenderOptions,
  ) {
    super();
  }

  /** Makes the deliveries of events not fanned out yet, for the URLs configured now. */
  private fanOut(now: number): Promise<void> {
    return this.db.transaction(
      async (tx) => {
        const events = await tx.all<{ id: number }>(
          sql`SELECT id FROM webhook_events WHERE fanned_out_at IS NULL ORDER BY id LIMIT ${FAN_OUT_BATCH}`,
        );
        for (const event of events) {
          for (const url of this.options.urls)
            await tx.run(
              sql`INSERT INTO webhook_deliveries (event_id, url, state, attempts, next_at, created_at, updated_at)
                  VALUES (${Number(event.id)}, ${url}, 'pending', 0, ${now}, ${now}, ${now})
                  ON CONFLICT (event_id, url) DO NOTHING`,
            );
          await tx.run(sql`UPDATE webhook_events SET fanned_out_at = ${now} WHERE id = ${Number(event.id)}`);
        }
      },
      { locks: ['webhooks'] },
    );
  }

  private claim(now: number): Promise<ClaimedDelivery[]> {
    return this.db.transaction(
      async (tx) => {
        const due = await tx.all<{
          id: number;
          url: string;
          attempts: number;
          event_key: string;
          type: string;
          payload: string;
        }>(
          sql`SELECT d.id, d.url, d.attempts, e.event_key, e.type, e.payload
              FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
              WHERE d.state = 'pending' AND d.next_at <= ${now} AND (d.lease_until IS NULL OR d.lease_until <= ${now})
              ORDER BY d.next_at, d.id LIMIT ${CLAIM_BATCH}`,
        );
        const claimed: ClaimedDelivery[] = [];
        for (const row of due) {
          // The condition repeats the select's: a delivery another sender claimed meanwhile stays its.
          const taken = await tx.run(
            sql`UPDATE webhook_deliveries SET lease_owner = ${this.owner}, lease_until = ${now + this.options.leaseMs},
                  attempts = attempts + 1, updated_at = ${now}
                WHERE id = ${Number(row.id)} AND state = 'pending' AND next_at <= ${now}
                  AND (lease_until IS NULL OR lease_until <= ${now})`,
          );
          if (taken.changes === 1)
            claimed.push({
              id: Number(row.id),
              url: row.url,
              attempts: Number(row.attempts) + 1,
              eventKey: row.event_key,
              type: row.type,
              payload: row.payload,
            });
        }
        return claimed;
      },
      { locks: ['webhooks'] },
    );
  }

  /** One attempt: the receiver's status, or why there is none. */
  private async send(delivery: ClaimedDelivery): Promise<{ status: number | null; error: string | null }> {
    const timestamp = Math.floor(this.options.now() / 1000);
    try {
      const response = await (this.options.fetch ?? fetch)(delivery.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'storefront-webhooks/1',
          'x-storefront-event': delivery.type,
          'x-storefront-delivery': String(delivery.id),
          'idempotency-key': delivery.eventKey,
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signWebhook(this.options.secret, timestamp, delivery.payload),
        },
        body: delivery.payload,
      });
      await response.body?.cancel().catch(() => undefined);
      const ok = response.status >= 200 && response.status < 300;
      return { status: response.status, error: ok ? null : `HTTP ${response.status}` };
    } catch (error) {
      return { status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  protected async round(): Promise<number> {
    const now = this.options.now();
    await this.fanOut(now);
    let delivered = 0;
    for (const delivery of await this.claim(now)) {
      await this.options.hooks?.afterClaim?.(delivery);
      const outcome = await this.send(delivery);
      const at = this.options.now();
      if (outcome.error === null) {
        const marked = await this.db.run(
          sql`UPDATE webhook_deliveries SET state = 'delivered', delivered_at = ${at}, last_status = ${outcome.status},
                last_error = NULL, lease_owner = NULL, lease_until = NULL, updated_at = ${at}
              WHERE id = ${delivery.id} AND lease_owner = ${this.owner} AND state = 'pending'`,
        );
        delivered += marked.changes;
        continue;
      }
      this.options.log?.(
        `Webhook ${delivery.eventKey} to ${delivery.url} failed (attempt ${delivery.attempts}): ${outcome.error}`,
      );
      const state = delivery.attempts >= this.options.maxAttempts ? 'failed' : 'pending';
      const next = at + webhookRetryDelay(delivery.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
      await this.db.run(
        sql`UPDATE webhook_deliveries SET state = ${state}, next_at = ${next}, last_status = ${outcome.status},
              last_error = ${outcome.error.slice(0, 500)}, lease_owner = NULL, lease_until = NULL, updated_at = ${at}
            WHERE id = ${delivery.id} AND lease_owner = ${this.owner} AND state = 'pending'`,
      );
    }
    return delivered;
  }

  protected roundFailed(error: unknown): void {
    this.options.log?.(`Webhook round failed: ${String(error)}`);
  }

  /** No URL: nothing to run. */
  override start(intervalMs: number): void {
    if (this.options.urls.length > 0) super.start(intervalMs);
  }
}
