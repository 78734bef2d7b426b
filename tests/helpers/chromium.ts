/**
 * Debian's Chromium, where installed (no browser download is possible on these machines), and the
 * flags every headless run here uses: Playwright's tests, the page-weight script and Lighthouse.
 *
 * The browser tests prefer Debian's `chromium-headless-shell` (the old headless mode, the one Playwright
 * itself runs headless by default): it renders the same Blink with far less of a browser around it, and
 * the browser tests spend most of their CPU in Chromium (docs/testing.md). Lighthouse keeps the full
 * browser, whose scores it is calibrated for.
 */
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The system's Chromium, or undefined to let the tool use its own. */
export const systemChromium: string | undefined = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

/** The system's headless shell for the browser tests, else its full Chromium, else Playwright's own. */
export const testChromium: string | undefined = existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : systemChromium;

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
