import { householdTexts } from '../../../../src/household-page/texts.ts';

export default householdTexts('fr').page.description;
