import { z } from 'zod';
import { count, urlOrPath } from './schema-primitives.js';
import { isPublicUrl } from './public-origin.js';
import type { ServerConfig } from './server-config.js';

export const serverConfigSchema = z
  .strictObject({
    apiUrlForServer: urlOrPath(),
    sharedApi: z.boolean(),
    publicUrl: z.string().refine(isPublicUrl, 'expected an absolute http(s) URL such as "https://shop.example.com"'),
    outputCache: z.strictObject({
      enabled: z.boolean(),
      useTagging: z.boolean(),
      defaultTtlSeconds: count(),
      availableCacheTags: z.array(z.string()),
    }),
    ssrDisabledForExtensions: z.array(z.string()),
    helmet: z.strictObject({ enabled: z.boolean() }),
    invalidateCacheForwardUrl: urlOrPath(),
    secrets: z.strictObject({ invalidateCacheKey: z.string() }),
  })
  // A shared API is reached at an address: without one the storefront would embed an API after all.
  .refine((server) => !server.sharedApi || server.apiUrlForServer !== '', {
    message: "sharedApi needs apiUrlForServer, the address of the shop's API process",
    path: ['sharedApi'],
  }) satisfies z.ZodType<ServerConfig>;
