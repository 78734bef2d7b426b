import { PAGE_TEXTS } from '../../../src/household-page/texts.ts';

export default PAGE_TEXTS.description;
