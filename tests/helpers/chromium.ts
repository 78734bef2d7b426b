/**
 * Debian's Chromium, where installed (no browser download is possible on these machines), and the
 * flags every headless run here uses: Playwright's tests, the page-weight script and Lighthouse.
 */
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The system's Chromium, or undefined to let the tool use its own. */
export const systemChromium: string | undefined = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
