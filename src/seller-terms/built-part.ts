/**
 * A seller's promise as the build writes it (issue 42 item 1, decision 057): what a fresh install may
 * promise, which is nothing but the FAQ's truthful answers, between the markers of the page part
 * `promises`; the server writes it again from the active sellers' terms (server/page-parts/). Called by
 * the page components inside `import.meta.env.SSR && …`: the browser adopts the server's HTML and its
 * bundle drops this code.
 */
import { CONTROLLER } from '../build-env.ts';
import type { Locale } from '../i18n/locale.ts';
import { markedPart } from '../page-parts/markers.ts';
import type { RegionCode } from '../places/data/places.ts';
import { organiserArg, type PromiseKey, type PromisePartArgs, promiseHtml } from './promise-html.ts';
import { NO_PROMISES } from './site-promises.ts';

export function builtPromisePart(slot: PromisePartArgs['slot'], promise: PromiseKey, locale: Locale, region: RegionCode | null = null): string {
  const args: PromisePartArgs = { slot, promise, locale, region, ...(promise === 'madeIn' ? { organiser: organiserArg(CONTROLLER?.name ?? null) } : {}) };
  return markedPart('promises', args, promiseHtml(NO_PROMISES, args));
}
