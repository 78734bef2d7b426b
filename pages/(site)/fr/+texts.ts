/** The French pages (issue 25): their browser code gets the French dictionary only. */
import { FR_TEXTS } from '../../../src/i18n/fr.ts';
import type { PageTexts } from '../../../src/i18n/texts.ts';

export default { fr: FR_TEXTS } satisfies PageTexts;
