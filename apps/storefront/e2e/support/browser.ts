import { existsSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { it } from 'vitest';
import { launchChromium } from '../../../../bench/src/browser';
import { watchContext, watchPage } from './page-watch';

/** The desktop and phone sizes the checks run at. */
export const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * The sizes this run checks: both, unless `E2E_WIDTHS` names some (`E2E_WIDTHS=390` to look at the phone alone).
 * `npm test`'s PostgreSQL pass sets 1280: it reruns files whose server touches the database, and what a database does
 * is the same at any width, which the SQLite pass checks at both (docs/testing.md#postgresql-and-redis).
 */
export function viewports(): ReadonlyArray<(typeof VIEWPORTS)[number]> {
  const named = process.env.E2E_WIDTHS?.split(',').map((width) => Number(width.trim()));
  return named ? VIEWPORTS.filter(({ width }) => named.includes(width)) : VIEWPORTS;
}

/** The widths of `viewports()`, for files that take the width alone. */
export function widths(): number[] {
  return viewports().map(({ width }) => width);
}

/** A test of one flow: Vitest's `it`, and its `each` for a table of cases. */
export interface FlowTest {
  (title: string, fn: () => Promise<void>, timeout?: number): void;
  each<Case extends readonly unknown[] | unknown>(
    cases: readonly Case[],
  ): (title: string, fn: (...args: Case extends readonly unknown[] ? Case : [Case]) => Promise<void>) => void;
}

/** The width a `describe.each` case names: a width, a viewport, or a row whose first cell is the width. */
type WidthCase = number | { width: number } | readonly [number, ...unknown[]];

const widthOf = (row: WidthCase): number =>
  typeof row === 'number' ? row : Array.isArray(row) ? (row[0] as number) : (row as { width: number }).width;

/**
 * Flows whose assertions are the same at any width (what a page says, what is placed, where the focus goes), written
 * once for both widths. By default each flow runs at one of the run's widths, a file's flows taking 1280 and 390 px
 * in turn in the order they are written, so the run does each flow once and both widths see every file;
 * `E2E_MATRIX=full` (`npm run test:e2e:full`) runs every flow at every width. Layout checks (screenshots, what shows
 * or hides at a width) keep Vitest's `it` and run at both widths always; axe loads a page once and looks at it at
 * both (`alsoAt`, `atEachWidth`). docs/testing.md#widths-and-flows.
 *
 * - `flows.at(width)` inside `describe.each(VIEWPORTS)`, in place of `it`, for a block of several flows (a table's
 *   cases take the widths in turn as well);
 * - `describe.each(flows.pick(VIEWPORTS))` for a block that is one flow: the block itself runs at one width (a block
 *   left without a test would fail the run).
 */
export function widthFlows() {
  const order = new Map<string, number>();
  const turnOf = (key: string) => {
    if (!order.has(key)) order.set(key, order.size);
    return order.get(key)!;
  };
  let blocks = 0;
  // The run's widths, desktop first, whatever order the file's blocks take.
  const runWidths = [...widths()].sort((a, b) => b - a);
  const full = process.env.E2E_MATRIX === 'full';
  // The full matrix registers a flow wherever the file's block is, as `it` would.
  const runsAt = (key: string, width: number) => full || runWidths[turnOf(key) % runWidths.length] === width;
  return {
    at(width: number): FlowTest {
      const flow = ((title, fn, timeout) => {
        if (runsAt(title, width)) it(title, fn, timeout);
      }) as FlowTest;
      flow.each = (cases) => (title, fn) => {
        const chosen = cases.filter((_, index) => runsAt(`${title}\u0000${index}`, width));
        if (chosen.length > 0) it.each(chosen as never[])(title, fn as never);
      };
      return flow;
    },
    /**
     * The run's other widths, where a layout check made on a page loaded at `width` also looks (the page resized,
     * see `atEachWidth`): none in the full matrix, where every check loads the page at each width itself.
     */
    alsoAt(width: number): Array<(typeof VIEWPORTS)[number]> {
      return full ? [] : viewports().filter((viewport) => viewport.width !== width);
    },
    pick<Case extends WidthCase>(cases: readonly Case[]): Case[] {
      const key = `\u0000block ${(blocks += 1)}`;
      return cases.filter((row) => runsAt(key, widthOf(row)));
    },
  };
}

/**
 * Runs `check` on the page as loaded, then on the same page resized to each of `others` (back to its size after).
 * The shop's layout follows the width in CSS alone (no script reads it), so a page resized is laid out as one loaded
 * at that width: a layout check then costs one load and one set of scripts for both widths.
 */
export async function atEachWidth(
  page: Page,
  others: ReadonlyArray<{ width: number; height: number }>,
  check: (width: number) => Promise<void>,
): Promise<void> {
  const loaded = page.viewportSize()!;
  await check(loaded.width);
  for (const size of others) {
    await page.setViewportSize(size);
    // Two frames, so that style and layout at the new size are done before the check.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await check(size.width);
  }
  if (others.length > 0) await page.setViewportSize(loaded);
}

/**
 * Debian's headless shell of Chromium (package `chromium-headless-shell`, never a downloaded build): the same Blink,
 * V8 and network stack as `/usr/bin/chromium`, without the desktop browser around them, which is the build
 * Playwright itself runs headless tests in. On two cores it does a file's pages for about half the CPU of the full
 * browser in its headless mode (the browser process and the renderers alike), and the end-to-end suite is bound by
 * the CPU (docs/testing.md#what-a-run-costs). `CHROMIUM_PATH=/usr/bin/chromium` runs the suite in the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export interface LaunchOptions {
  serviceWorkers?: 'allow' | 'block';
}

/** Fails with what to install rather than with Playwright's word for a missing executable. */
export function chromiumPath(): string {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: apt-get install chromium-headless-shell (or set CHROMIUM_PATH to a Chromium)`,
    );
  return CHROMIUM_PATH;
}

/**
 * Chromium (see CHROMIUM_PATH), quiet on a machine with no internet: the benchmarks' launch, so the flags live in one
 * place.
 *
 * Its contexts block the shop's service worker unless a file asks for it (`{ serviceWorkers: 'allow' }`, or the
 * option on one context): installing it precaches the whole build into every new context, about a fifth of a
 * test's work on two cores, for files that test no offline behaviour. The worker's own behaviour (install, control,
 * offline pages, cart and orders, updates) is tested by the files that allow it (docs/testing.md#the-service-worker).
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const browser = await launchChromium(chromiumPath());
  const serviceWorkers = process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : (options.serviceWorkers ?? 'block');
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  // Every page is watched, so a failing test can say what its pages were doing (report-on-failure.ts).
  browser.newContext = async (contextOptions = {}) => {
    const context = await newContext({ serviceWorkers, ...contextOptions });
    watchContext(context);
    return context;
  };
  browser.newPage = async (pageOptions = {}) => {
    const page = await newPage({ serviceWorkers, ...pageOptions });
    watchPage(page);
    return page;
  };
  return browser;
}

/**
 * Waits until the page on screen is the one the URL names: React Router changes the URL when a client-side
 * navigation's data has arrived, and the new page renders a moment later (the shop's main element carries its path).
 */
export function pageShown(page: Page): Promise<void> {
  return page
    .waitForFunction(() => document.querySelector<HTMLElement>('#main')?.dataset.path === window.location.pathname)
    .then(() => undefined);
}

/**
 * Waits until React has hydrated the page when its scripts run (at once without JavaScript): a control clicked before
 * that does what it does without JavaScript (a link to the account page instead of the login dialog, say). The
 * router's context is an inline script, set only when scripts run; hydration marks the DOM nodes it adopts. A form
 * inside a lazy component's Suspense boundary hydrates only once its chunk has loaded, after the rest of the page: a
 * click before that posts the form natively. So every form the server rendered must be adopted too.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('#main');
    const adopted = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
    return (
      !('__reactRouterContext' in window) ||
      !main ||
      ('__reactRouterDataRouter' in window && adopted(main) && [...document.querySelectorAll('form')].every(adopted))
    );
  });
}

/** What Chromium logs when a context blocks service workers (see launchBrowser). */
export const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Collects console errors and page errors, so a test can assert a page hydrated cleanly. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own word where a context blocks the worker (see launchBrowser), not the shop's.
    if (message.text() === WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** How long no request may be in flight before a loaded page counts as settled (Playwright's networkidle: 500 ms). */
const QUIET_MS = 200;

/**
 * Runs a document navigation and waits until the page is settled: loaded, hydrated by React when its scripts run,
 * and no request in flight for QUIET_MS. What `waitUntil: 'networkidle'` was used for, without its fixed half second.
 */
async function settle(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await navigate();
    await hydrated(page);
    const deadline = Date.now() + 30_000;
    while ((inFlight > 0 || Date.now() - lastChange < QUIET_MS) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** `page.goto` that returns once the page is settled (see `settle`). */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  await settle(page, () => page.goto(url, { waitUntil: 'load' }));
}

/**
 * A client-side navigation to `path` (a path with its query, or a hash) through the app's own router, as a click on
 * a link starts one: no document load, so the page keeps what it loaded and injected before. Returns when the router
 * has loaded the new page's data.
 */
export function routerNavigate(page: Page, path: string): Promise<void> {
  return page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );
}

/** `routerNavigate` that returns once the new page is on screen and settled (see `settle`). */
export async function navigateSettled(page: Page, path: string): Promise<void> {
  await settle(page, () => routerNavigate(page, path));
  await pageShown(page);
}

/** `page` settled at `url`, with the console problems it logs from now on (see `watchConsole`). */
async function watchedAt(page: Page, url: string): Promise<{ page: Page; problems: string[] }> {
  const problems = watchConsole(page);
  await gotoSettled(page, url);
  return { page, problems };
}

/** A new page settled at `url`, in a context of its own that closes with it (one page only). */
export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  return watchedAt(await browser.newPage(options), url);
}

/** A new context and its first page settled at `url`, for tests that open more pages in it; the test closes it. */
export async function openInContext(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  return { context, ...(await watchedAt(await context.newPage(), url)) };
}

/** `page.reload` that returns once the page is settled (see `settle`). */
export async function reloadSettled(page: Page): Promise<void> {
  await settle(page, () => page.reload({ waitUntil: 'load' }));
}

/**
 * Records the text of every toast the page shows from its next document load on, also one that has timed out and
 * gone (a toast lasts `ui.notificationTimeoutMs`; a busy machine may take longer than that to settle a load). Read it
 * with `toastsSeen`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('.ui-toast') ? [node] : [...node.querySelectorAll<HTMLElement>('.ui-toast')];
          for (const toast of toasts) seen.push(toast.textContent ?? '');
        }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The toasts' texts `recordToasts` saw on the current document, in order. */
export function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [])]);
}
