import { SITE } from '../../../src/site.ts';
import { THANK_YOU_TEXTS } from './texts.ts';

export default `${THANK_YOU_TEXTS.heading} | ${SITE.name}`;
