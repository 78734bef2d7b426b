/** Server-only (see pages/(site)/+config.ts): the texts of the French pages' static markup. */
import { FR_PAGE_TEXTS } from '../../../src/i18n/fr.ts';
import type { PagePageTexts } from '../../../src/i18n/texts.ts';

export default { fr: FR_PAGE_TEXTS } satisfies PagePageTexts;
