import { NL_TEXTS } from '../../../src/i18n/nl.ts';

export default `${NL_TEXTS.titles.thanks} | ${NL_TEXTS.site.name}`;
