/**
 * The sellers' promises on the public pages (issue 42 item 1, decision 057): a guarantee, salt, the PFAS
 * filter, servicing, help at every hour and "Made in Belgium", each written from the terms of the active
 * sellers that may sell on the page (src/seller-terms/promises.ts), or left out. Written again when a
 * seller's terms change, and when an installer is added, switched on or off or its area changes
 * (`pagesChanged(tx, 'promises')` in their transactions), and at every start-up; never by the clock.
 */
import { isPromisePartArgs, promiseHtml } from '../../src/seller-terms/promise-html.ts';
import { type PromiseSeller, sitePromises } from '../../src/seller-terms/promises.ts';
import { promiseSellers } from '../services/installers/seller-terms-reads.ts';
import type { PagePart } from './page-part.ts';

export const promisesPart: PagePart<PromiseSeller[]> = {
  load: (em) => promiseSellers(em),
  render(sellers, args) {
    if (!isPromisePartArgs(args)) throw new Error(`promises part: unexpected arguments ${JSON.stringify(args)}`);
    return promiseHtml(sitePromises(sellers, args.region), args);
  },
  nextChange: () => null,
};
