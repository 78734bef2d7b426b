/**
 * zod compiles object schemas with `new Function` where a page allows it, and probes for that once;
 * under the site's Content-Security-Policy (no 'unsafe-eval') the probe is refused and the browser
 * reports a violation. Forms of a few fields parse quickly enough without the compiled path.
 * Imported first by every module that defines zod schemas for the browser, before any schema exists.
 */
import { config } from 'zod/mini';

config({ jitless: true });
