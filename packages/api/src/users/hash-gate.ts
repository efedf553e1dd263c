import type { ApiConfig } from '../config.js';
import type { PasswordHasher, ScryptParameters } from './password-hash.js';

export const HASHING_BUSY = 'The server is busy checking passwords. Please try again in a few seconds.';

/** Thrown when the gate is full; the user router answers it 503 with `Retry-After`. */
export class HashingBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(HASHING_BUSY);
    this.name = 'HashingBusyError';
  }
}

/**
 * Bounds the password hashes of this process: at most `maxRunning` at once and `maxQueued` waiting, in arrival order;
 * one more is refused at once (`HashingBusyError`). Every scrypt run holds a thread of libuv's small pool (the one
 * file reads use too), so without the bound a flood of logins or registrations stalls images and every other login.
 */
export class HashGate implements PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limits: ApiConfig['users']['passwordHashing'],
    private readonly hasher: PasswordHasher,
  ) {}

  hash(password: string, parameters: ScryptParameters): Promise<string> {
    return this.run(() => this.hasher.hash(password, parameters));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.run(() => this.hasher.verify(password, stored));
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.maxRunning) this.running++;
    else if (this.waiting.length < this.limits.maxQueued)
      // The finishing hash hands its place over, so `running` stays counted for the one that waited.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new HashingBusyError(this.limits.retryAfterSeconds);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
