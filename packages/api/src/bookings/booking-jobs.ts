import { LeasedRounds } from '../db/leased-rounds.js';
import { sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';

/** What a job sends: a reminder before the start or the end, or the mail of a change. */
export type BookingJobKind = 'reminder-start' | 'reminder-end' | 'cancelled' | 'extended';

export interface BookingJob {
  id: number;
  job_key: string;
  booking_id: string;
  kind: BookingJobKind;
  due_at: number;
  attempts: number;
  payload: string | null;
}

/** Adds a job unless one with the same key exists (a retried write adds nothing). In the caller's transaction. */
export async function addBookingJob(
  tx: SqlExecutor,
  job: { key: string; bookingId: string; kind: BookingJobKind; dueAt: number; payload?: unknown },
  now: number,
): Promise<void> {
  await tx.run(
    sql`INSERT INTO booking_jobs (job_key, booking_id, kind, due_at, state, payload, created_at)
        VALUES (${job.key}, ${job.bookingId}, ${job.kind}, ${job.dueAt}, 'pending',
          ${job.payload === undefined ? null : JSON.stringify(job.payload)}, ${now})
        ON CONFLICT (job_key) DO NOTHING`,
  );
}

/** Drops a booking's pending jobs of the given kinds (a cancelled booking sends no reminder). */
export async function dropBookingJobs(tx: SqlExecutor, bookingId: string, kinds: BookingJobKind[]): Promise<void> {
  for (const kind of kinds)
    await tx.run(
      sql`UPDATE booking_jobs SET state = 'dropped' WHERE booking_id = ${bookingId} AND kind = ${kind}
            AND state = 'pending'`,
    );
}

/** What a poller does with one claimed job; it throws to have the job tried again after its lease. */
export type BookingJobHandler = (job: BookingJob) => Promise<void>;

export interface PollerHooks {
  /**
   * Awaited after a job is claimed and before it is handled: tests stop a "process" here (a hook that never
   * resolves is a process that died holding the lease) instead of sleeping.
   */
  afterClaim?(job: BookingJob): Promise<void>;
}

/** How many times a failing job is tried before it is given up (a mail server that refuses a recipient for good). */
export const MAX_JOB_ATTEMPTS = 10;
const CLAIM_BATCH = 20;

/**
 * The durable mail jobs of bookings: every process runs one poller; each round claims the due jobs in a transaction
 * (the rows get this poller's lease: owner and until), handles them outside it, then marks each done only if its lease
 * is still this poller's. A job held by a poller that died is taken again once its lease ends, so a restart loses
 * nothing; a job marked done is never taken again, so two pollers never both send it. The one window left is a
 * process dying after the mail server took the mail and before the mark: that mail goes again after the lease (a
 * reminder twice is better than none).
 */
export class BookingJobPoller extends LeasedRounds {
  constructor(
    private readonly db: SqlDatabase,
    private readonly handle: BookingJobHandler,
    private readonly options: { leaseMs: number; now: () => number; hooks?: PollerHooks; log?: (m: string) => void },
  ) {
    super();
  }

  /** Claims the due jobs not leased to a live poller. */
  private claim(now: number): Promise<BookingJob[]> {
    return this.db.transaction(
      async (tx) => {
        const due = await tx.all<BookingJob>(
          sql`SELECT id, job_key, booking_id, kind, due_at, attempts, payload FROM booking_jobs
              WHERE state = 'pending' AND due_at <= ${now} AND (lease_until IS NULL OR lease_until <= ${now})
              ORDER BY due_at, id LIMIT ${CLAIM_BATCH}`,
        );
        const claimed: BookingJob[] = [];
        for (const job of due) {
          // The condition repeats the select's, so a job another poller claimed meanwhile stays its.
          const taken = await tx.run(
            sql`UPDATE booking_jobs SET lease_owner = ${this.owner}, lease_until = ${now + this.options.leaseMs},
                  attempts = attempts + 1
                WHERE id = ${job.id} AND state = 'pending' AND (lease_until IS NULL OR lease_until <= ${now})`,
          );
          if (taken.changes === 1) claimed.push({ ...job, id: Number(job.id), due_at: Number(job.due_at) });
        }
        return claimed;
      },
      { locks: ['booking-jobs'] },
    );
  }

  /** One round: claims, handles and marks the due jobs; answers how many were done. */
  protected async round(): Promise<number> {
    const jobs = await this.claim(this.options.now());
    let done = 0;
    for (const job of jobs) {
      await this.options.hooks?.afterClaim?.(job);
      try {
        await this.handle(job);
      } catch (error) {
        this.options.log?.(`Booking job ${job.job_key} failed (attempt ${job.attempts + 1}): ${String(error)}`);
        if (job.attempts + 1 >= MAX_JOB_ATTEMPTS)
          await this.db.run(
            sql`UPDATE booking_jobs SET state = 'dropped' WHERE id = ${job.id} AND lease_owner = ${this.owner}`,
          );
        continue;
      }
      const marked = await this.db.run(
        sql`UPDATE booking_jobs SET state = 'done', done_at = ${this.options.now()}, lease_until = NULL
            WHERE id = ${job.id} AND lease_owner = ${this.owner} AND state = 'pending'`,
      );
      done += marked.changes;
    }
    return done;
  }

  protected roundFailed(error: unknown): void {
    this.options.log?.(`Booking job poll failed: ${String(error)}`);
  }
}
