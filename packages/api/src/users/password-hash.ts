import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) refuses OWASP's N=2^17, so it is raised to fit. */
function options({ N, r, p }: ScryptParameters): ScryptOptions {
  return { N, r, p, maxmem: 128 * N * r * 2 + 1024 * 1024 };
}

/**
 * `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash, so raising them in config later only
 * affects new hashes, and old ones are upgraded at the next successful login (`needsRehash`).
 */
export async function hashPassword(password: string, parameters: ScryptParameters): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, parameters.keyLength, options(parameters));
  const { N, r, p } = parameters;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash extends ScryptParameters {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (![N, r, p].every((n) => Number.isInteger(n) && n! > 0) || key.length === 0) return undefined;
  return { N: N!, r: r!, p: p!, keyLength: key.length, salt, key };
}

/** Whether `password` matches `stored`, compared in constant time. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, parsed.keyLength, options(parsed));
  return timingSafeEqual(key, parsed.key);
}

/** Whether `stored` was made with other parameters than the configured ones (then it is rehashed after a login). */
export function needsRehash(stored: string, parameters: ScryptParameters): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.N !== parameters.N ||
    parsed.r !== parameters.r ||
    parsed.p !== parameters.p ||
    parsed.keyLength !== parameters.keyLength
  );
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * A hash of a random password with the configured parameters: verifying against it for an unknown e-mail costs the
 * same time as for a real account, so the answer's timing does not say whether the account exists.
 */
export function dummyHash(parameters: ScryptParameters): Promise<string> {
  const key = `${parameters.N}/${parameters.r}/${parameters.p}/${parameters.keyLength}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), parameters);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/** What the accounts hash with: scrypt, or a test's counting (or pausing) stand-in. */
export interface PasswordHasher {
  hash(password: string, parameters: ScryptParameters): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

export const scryptHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };
