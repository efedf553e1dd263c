import type { ApiConfig } from '../config.js';
import type { PasswordHasher, ScryptParameters } from './password-hash.js';

export const HASHING_BUSY = 'The server is busy checking passwords. Please try again in a few seconds.';
export const HASHING_CLIENT_BUSY =
  'Too many password checks at once from this address. Please try again in a few seconds.';

/** Thrown when the gate refuses a hash; the user router answers it (503, or 429 for one client's excess). */
export class HashingBusyError extends Error {
  constructor(
    readonly status: 503 | 429,
    readonly retryAfterSeconds: number,
  ) {
    super(status === 503 ? HASHING_BUSY : HASHING_CLIENT_BUSY);
    this.name = 'HashingBusyError';
  }
}

/**
 * Bounds the password hashes of this process: at most `maxRunning` at once and `maxQueued` waiting, in arrival order,
 * and at most `maxPerClient` of one client address running or waiting; one more is refused at once
 * (`HashingBusyError`). Every scrypt run holds a thread of libuv's small pool (the one file reads use too), so without
 * the bound a flood of logins or registrations stalls images and every other login; the per-client share keeps one
 * client (logging in again and again with its own account, which no attempt limit counts) from filling the queue.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Hashes running or waiting, per client address. */
  private readonly perClient = new Map<string, number>();

  constructor(
    private readonly limits: ApiConfig['users']['passwordHashing'],
    private readonly hasher: PasswordHasher,
  ) {}

  hash(client: string, password: string, parameters: ScryptParameters): Promise<string> {
    return this.run(client, () => this.hasher.hash(password, parameters));
  }

  verify(client: string, password: string, stored: string): Promise<boolean> {
    return this.run(client, () => this.hasher.verify(password, stored));
  }

  private async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.limits.maxPerClient) throw new HashingBusyError(429, this.limits.retryAfterSeconds);
    if (this.running >= this.limits.maxRunning && this.waiting.length >= this.limits.maxQueued)
      throw new HashingBusyError(503, this.limits.retryAfterSeconds);
    this.perClient.set(client, mine + 1);
    try {
      if (this.running < this.limits.maxRunning) this.running++;
      // The finishing hash hands its place over, so `running` stays counted for the one that waited.
      else await new Promise<void>((resolve) => this.waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    }
  }
}
