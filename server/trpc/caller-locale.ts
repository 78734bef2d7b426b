/**
 * The language of the signed-in caller while its procedure runs (issue 43): an installer user reads its
 * answers in its own language, field messages of invalid input included. The role's procedure builder
 * (`installerProcedure`, init.ts) runs the rest of the call in it; an input parsed with `inCallersLanguage`
 * takes the schema of that language (src/visits/schema.ts `…For(locale)`). Anywhere else: Dutch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { z } from 'zod';
import type { Locale } from '../../src/i18n/locale.ts';
import { localizedParser } from '../../src/leads/schema.ts';

const callerLocales = new AsyncLocalStorage<Locale>();

/** Runs `call` (the rest of a procedure: its input's parse, its resolver) in the caller's `locale`. */
export function runInCallersLanguage<T>(locale: Locale, call: () => T): T {
  return callerLocales.run(locale, call);
}

/** An input parser that takes the schema of the caller's language. */
export function inCallersLanguage<T extends z.core.$ZodType>(schemaFor: (locale: Locale) => T) {
  return localizedParser(schemaFor, () => callerLocales.getStore() ?? 'nl');
}
