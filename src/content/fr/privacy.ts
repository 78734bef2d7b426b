/** Title and description of /fr/vie-privee, the French twin of the privacy statement (PRIVACY_META). */
import { FR_TEXTS } from '../../i18n/fr.ts';
import type { PageMeta } from '../pages.ts';
import { inFrench } from '../../i18n/typography.ts';

export const PRIVACY_META_FR: PageMeta = /* @__PURE__ */ inFrench(() => ({
  path: FR_TEXTS.routes.privacy,
  title: `Déclaration de confidentialité et politique en matière de cookies | ${FR_TEXTS.site.name}`,
  description: `Les données que ${FR_TEXTS.site.name} conserve quand vous vous inscrivez, pourquoi, combien de temps, les cookies que nous utilisons et comment consulter ou faire effacer vos données.`,
}));
