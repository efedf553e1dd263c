import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (never a downloaded one); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chrome's flags for a quiet headless run on a machine with a closed network. */
export const QUIET_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium driven by playwright-core, which adds its own headless flag; `executablePath` picks another build. */
export function launchChromium(executablePath = CHROMIUM): Promise<Browser> {
  return chromium.launch({ executablePath, args: QUIET_FLAGS.filter((flag) => flag !== '--headless=new') });
}
