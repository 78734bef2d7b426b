/** The error page answers Dutch and French paths alike (/fr/… gets the French one): both dictionaries. */
import { FR_TEXTS } from '../../../src/i18n/fr.ts';
import { NL_TEXTS } from '../../../src/i18n/nl.ts';
import type { PageTexts } from '../../../src/i18n/texts.ts';

export default { nl: NL_TEXTS, fr: FR_TEXTS } satisfies PageTexts;
