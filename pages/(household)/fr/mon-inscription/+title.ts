import { householdTexts } from '../../../../src/household-page/texts.ts';
import { SITE } from '../../../../src/site.ts';

export default `${householdTexts('fr').page.title} | ${SITE.name}`;
