import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * What each open page of the tests' browsers is doing: its requests still waiting for an answer and its last errors.
 * A failing test prints it (report-on-failure.ts), so a step that timed out on CI says whether the page was waiting
 * on the server (a request in flight), had failed (an error), or had asked for nothing.
 */
interface PageState {
  inFlight: Map<Request, number>;
  errors: string[];
}

const pages = new Map<Page, PageState>();
const KEPT_ERRORS = 10;

export function watchPage(page: Page): void {
  if (pages.has(page)) return;
  const state: PageState = { inFlight: new Map(), errors: [] };
  pages.set(page, state);
  const keep = (line: string) => {
    state.errors.push(line);
    if (state.errors.length > KEPT_ERRORS) state.errors.shift();
  };
  const done = (request: Request) => state.inFlight.delete(request);
  page.on('request', (request) => state.inFlight.set(request, Date.now()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('console', (message) => {
    // The worker is blocked on purpose in most files (launchBrowser): that warning says nothing about the failure.
    if (message.text().startsWith('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  page.on('close', () => pages.delete(page));
}

export function watchContext(context: BrowserContext): void {
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
}

/** One paragraph per open page: its address, the requests in flight with their age, its last errors. */
export function openPagesReport(now = Date.now()): string {
  return [...pages]
    .map(([page, { inFlight, errors }]) => {
      const requests = [...inFlight].map(
        ([request, since]) => `    ${request.method()} ${request.url()} (${request.resourceType()}, ${now - since} ms)`,
      );
      return [
        `  ${page.url()}`,
        requests.length > 0 ? `   requests in flight:\n${requests.join('\n')}` : '   no request in flight',
        ...(errors.length > 0 ? [`   last errors:\n${errors.map((line) => `    ${line}`).join('\n')}`] : []),
      ].join('\n');
    })
    .join('\n');
}
