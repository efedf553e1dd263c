import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const assetsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'build', 'client', 'assets');

/**
 * Loads every script of the client build into the page while it is online, as a service worker's precache would
 * make them available offline: a test of offline behaviour without the worker then fails on the behaviour, not on
 * a code chunk the browser never fetched.
 */
export async function warmClientBuild(page: Page): Promise<void> {
  const names = readdirSync(assetsDir);
  const scripts = names.filter((name) => name.endsWith('.js'));
  const styles = names.filter((name) => name.endsWith('.css'));
  // A string, so the test runner's transform leaves the page's own dynamic import alone.
  const failed = await page.evaluate<string[]>(`
    (async (names) => {
      const results = await Promise.allSettled(names.map((name) => import('/assets/' + name)));
      return results.flatMap((result, i) => (result.status === 'rejected' ? [names[i]] : []));
    })(${JSON.stringify(scripts)})
  `);
  // Stylesheets already linked are not fetched again when a chunk that needs them loads.
  await page.evaluate(
    async (hrefs) => {
      await Promise.all(
        hrefs.map(
          (href) =>
            document.querySelector(`link[rel="stylesheet"][href="${href}"]`) ??
            new Promise((resolve) => {
              const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
              link.onload = link.onerror = resolve;
              document.head.append(link);
            }),
        ),
      );
    },
    styles.map((name) => `/assets/${name}`),
  );
  if (failed.length > 0) throw new Error(`Could not load ${failed.join(', ')}`);
}
