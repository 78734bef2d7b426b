import { FR_TEXTS } from '../../../../src/i18n/fr.ts';

export default `${FR_TEXTS.thanks.title} | ${FR_TEXTS.site.name}`;
