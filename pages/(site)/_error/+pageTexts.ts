/** Server-only: the error page answers Dutch and French paths alike. */
import { FR_PAGE_TEXTS } from '../../../src/i18n/fr.ts';
import { NL_PAGE_TEXTS } from '../../../src/i18n/nl.ts';
import type { PagePageTexts } from '../../../src/i18n/texts.ts';

export default { nl: NL_PAGE_TEXTS, fr: FR_PAGE_TEXTS } satisfies PagePageTexts;
