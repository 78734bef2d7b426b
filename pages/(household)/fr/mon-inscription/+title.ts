import { householdTexts } from '../../../../src/household-page/texts.ts';
import { FR_TEXTS } from '../../../../src/i18n/fr.ts';

export default `${householdTexts('fr').page.title} | ${FR_TEXTS.site.name}`;
