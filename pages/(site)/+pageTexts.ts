/** Server-only (see +config.ts): the texts of the Dutch pages' static markup (src/i18n/nl.ts). */
import { NL_PAGE_TEXTS } from '../../src/i18n/nl.ts';
import type { PagePageTexts } from '../../src/i18n/texts.ts';

export default { nl: NL_PAGE_TEXTS } satisfies PagePageTexts;
