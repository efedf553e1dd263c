import { logLevelOf } from '@storefront/core';
import { pino, type LevelWithSilent, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * `LOG_LEVEL` when it names a level; else `info`. The unit tests set it to `silent` (vitest.config.ts), so a test run
 * prints only what a test asks for; `LOG_LEVEL=debug npx vitest run ...` shows the logs again.
 */
export function logLevel(env: NodeJS.ProcessEnv = process.env): LevelWithSilent {
  return logLevelOf(env);
}

/**
 * A JSON-lines logger on stderr: stdout stays for the lines a person or a script reads (the start-up banner, a CLI's
 * report). Writes are synchronous, so the last lines before a crash or an exit are not lost.
 */
export function createLogger(name: string, level: LevelWithSilent = logLevel()): Logger {
  return pino({ name, level }, pino.destination({ dest: 2, sync: true }));
}

/** The API's logger. Inside a request, prefer `req.log` (see request-log.ts): its lines carry the request id. */
export const logger = createLogger('api');
