import type { BackendAcquisition, PersistentBackend } from './persistent-backend.js';
import type { StorageLogger } from './types.js';
import { withTimeout, type Timers } from './with-timeout.js';

export type OperationKind = 'read' | 'write';

/** How long a lazily loaded backend's code may take to arrive (a download on a slow connection), apart from the
 * operation's own time-out. */
export const BACKEND_LOAD_TIMEOUT_MS = 15_000;

export type Outcome<T> = { ok: true; value: T } | { ok: false };

export interface PersistenceGuardOptions {
  collection: string;
  acquire: () => BackendAcquisition;
  timers: Timers;
  limits: Readonly<Record<OperationKind, number>>;
  logger: StorageLogger;
}

/**
 * Owns one collection's persistent backend and the spec's failure rules (docs/behaviour.md#local-cache "Local cache"): every call is
 * timed, a failed or timed-out backend is dropped and recreated on the next call, and once the read errors reach
 * their limit (1) or the write errors theirs (30) persistence is abandoned for the session. Never throws.
 */
export class PersistenceGuard {
  private backend: PersistentBackend | undefined;
  private memoryOnly = false;
  private readonly errors: Record<OperationKind, number> = { read: 0, write: 0 };

  constructor(private readonly options: PersistenceGuardOptions) {}

  isMemoryOnly(): boolean {
    return this.memoryOnly;
  }

  async run<T>(
    kind: OperationKind,
    operation: string,
    timeoutMs: number,
    work: (backend: PersistentBackend) => Promise<T>,
  ): Promise<Outcome<T>> {
    const backend = this.current();
    if (!backend) return { ok: false };
    try {
      if (backend.ready)
        await withTimeout(
          () => backend.ready!(),
          BACKEND_LOAD_TIMEOUT_MS,
          this.options.timers,
          `${operation} (loading)`,
        );
      return { ok: true, value: await withTimeout(() => work(backend), timeoutMs, this.options.timers, operation) };
    } catch (error) {
      this.fail(kind, operation, backend, error);
      return { ok: false };
    }
  }

  private current(): PersistentBackend | undefined {
    if (this.memoryOnly) return undefined;
    if (this.backend) return this.backend;
    const acquired = this.options.acquire();
    if (acquired.backend) {
      this.backend = acquired.backend;
      return this.backend;
    }
    // Not an error to count: there is simply nothing to persist to (server render, MEMORY driver, blocked storage).
    this.memoryOnly = true;
    if (acquired.reason !== undefined) {
      this.options.logger.warn(`Storage "${this.options.collection}": no persistent storage, keeping data in memory`, {
        error: acquired.reason,
      });
    }
    return undefined;
  }

  private fail(kind: OperationKind, operation: string, backend: PersistentBackend, error: unknown): void {
    const { collection, limits, logger } = this.options;
    if (this.backend === backend) {
      this.backend = undefined;
      backend.dispose();
    }
    this.errors[kind] += 1;
    logger.warn(
      `Storage "${collection}": ${operation} failed (${kind} error ${this.errors[kind]} of ${limits[kind]})`,
      {
        error,
      },
    );
    if (this.memoryOnly || this.errors[kind] < limits[kind]) return;
    this.memoryOnly = true;
    logger.warn(`Storage "${collection}": falling back to memory only for this session`, { ...this.errors });
  }
}
