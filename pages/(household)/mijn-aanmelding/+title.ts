import { PAGE_TEXTS } from '../../../src/household-page/texts.ts';
import { SITE } from '../../../src/site.ts';

export default `${PAGE_TEXTS.title} | ${SITE.name}`;
