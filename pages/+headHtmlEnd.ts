/**
 * The end of `<head>` (vike-react's `headHtmlEnd`, a global setting: this file is its one home): on a
 * place page, the place part's slot `head` (issue 41), whose robots line and FAQ structured data follow
 * the page's facts and are written by the server (server/page-parts/place-part.ts). The build writes what a place page is before
 * the server has read its facts: `noindex,follow`, no FAQ. Any other page: nothing.
 */
import type { PageContextServer } from 'vike/types';
import { placeHeadPart } from '../src/places/facts/head-part.ts';
import { placePageAt } from '../src/places/place-pages.ts';

export default (pageContext: PageContextServer) => (placePageAt(pageContext.urlPathname) ? placeHeadPart(pageContext.urlPathname) : '');
