import { FR_TEXTS } from '../../../../src/i18n/fr.ts';

export default `${FR_TEXTS.titles.thanks} | ${FR_TEXTS.site.name}`;
