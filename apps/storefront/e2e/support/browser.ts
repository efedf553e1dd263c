import { chromium, type Browser, type Page } from 'playwright-core';

/** The desktop and phone sizes the checks run at. */
export const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, quiet on a machine with no internet (see ../shared/reference/toolchain.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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

/** Collects console errors and page errors, so a test can assert a page hydrated cleanly. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
