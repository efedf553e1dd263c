import { z } from 'zod';
import type { FullStorefrontConfig } from './server-config.js';
import { serverConfigSchema } from './server-config-schema.js';
import { storefrontConfigShape } from './storefront-config-schema.js';

export const fullStorefrontConfigSchema = z.strictObject({
  ...storefrontConfigShape,
  server: serverConfigSchema,
}) satisfies z.ZodType<FullStorefrontConfig>;
