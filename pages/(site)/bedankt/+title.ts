import { NL_TEXTS } from '../../../src/i18n/nl.ts';

export default `${NL_TEXTS.thanks.title} | ${NL_TEXTS.site.name}`;
