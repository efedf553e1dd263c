import type { z } from 'zod';
import { checkConfigConsistency } from './check-config-consistency.js';
import { StorefrontConfigError } from './config-error.js';
import type { ConfigIssue } from './config-error.js';
import { defaultStorefrontConfig } from './default-storefront-config.js';
import { applyEnvOverrides } from './env-overrides.js';
import { fullStorefrontConfigSchema } from './full-config-schema.js';
import { isPlainObject, mergeUnknown } from './merge-config.js';
import { defaultServerConfig } from './server-config.js';
import type { FullStorefrontConfig } from './server-config.js';

export interface LoadStorefrontConfigOptions {
  /** Already-parsed JSON (e.g. config/local.json), deep-merged over the defaults; arrays replace. */
  file?: unknown;
  /** Usually process.env; core never reads it itself because this module also runs in the browser. */
  env?: Readonly<Record<string, string | undefined>>;
}

function toIssues(error: z.ZodError): ConfigIssue[] {
  return error.issues.flatMap((issue): ConfigIssue[] => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key].join('.'), message: 'unknown key' }));
    }
    return [{ path: path.join('.') || '(root)', message: issue.message.replace(/^Invalid input: /, '') }];
  });
}

/**
 * Defaults ← `file` ← `env`, then validated. Throws `StorefrontConfigError` naming each bad key. The result holds
 * server-only settings under `server`: send only `toPublicConfig(result)` to the browser.
 */
export function loadStorefrontConfig(options: LoadStorefrontConfigOptions = {}): FullStorefrontConfig {
  const { file, env = {} } = options;
  if (file !== undefined && !isPlainObject(file)) {
    throw new StorefrontConfigError([{ path: '(root)', message: 'the configuration file must hold a JSON object' }]);
  }
  const defaults: FullStorefrontConfig = { ...defaultStorefrontConfig(), server: defaultServerConfig() };
  const merged = mergeUnknown(defaults, file) as Record<string, unknown>;
  const envIssues = applyEnvOverrides(merged, env);
  if (envIssues.length > 0) throw new StorefrontConfigError(envIssues);

  const parsed = fullStorefrontConfigSchema.safeParse(merged);
  if (!parsed.success) throw new StorefrontConfigError(toIssues(parsed.error));
  const config = parsed.data as FullStorefrontConfig;
  const issues = checkConfigConsistency(config);
  if (issues.length > 0) throw new StorefrontConfigError(issues);
  return config;
}
