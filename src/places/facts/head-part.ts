/** The place part's slot `head` as the build writes it into a place page (pages/(site)/…/+headHtmlEnd.ts). */
import { PUBLIC_URL } from '../../build-env.ts';
import { markedPart } from '../../page-parts/markers.ts';
import { absoluteUrl } from '../../seo/head.ts';
import { headHtml, PLACE_PART } from './facts-html.ts';

/** The marker of a page's head slot, holding what the page is before its facts are read: not indexable, no FAQ. */
export function placeHeadPart(path: string): string {
  const url = absoluteUrl(path, PUBLIC_URL);
  return markedPart(PLACE_PART, { slot: 'head', page: path, url }, headHtml({ url, language: path.startsWith('/fr/') ? 'fr' : 'nl', indexable: false, questions: [] }));
}
