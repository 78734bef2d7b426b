/**
 * The place part's slot `head` in `<head>` (issue 41): the robots line and the FAQ's structured data follow
 * the page's facts, so the server writes them (server/page-parts/place-part.ts). The build writes what a
 * page is before the server has read its facts: `noindex,follow`, no FAQ.
 */
import type { PageContextServer } from 'vike/types';
import { placeHeadPart } from '../../../src/places/facts/head-part.ts';

export default (pageContext: PageContextServer) => placeHeadPart(pageContext.urlPathname);
