/** The public pages are Dutch unless they live under pages/(site)/fr/ (src/i18n/). */
import { NL_TEXTS } from '../../src/i18n/nl.ts';
import type { PageTexts } from '../../src/i18n/texts.ts';

export default { nl: NL_TEXTS } satisfies PageTexts;
