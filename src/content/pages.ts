/**
 * Title and description of the fixed public pages: one home, read by their `+config` (vike-react renders
 * `<title>`, the meta description and their Open Graph twins) and by their `+Head` (canonical, JSON-LD).
 */
import { formatRange } from '../format.ts';
import { ROUTES } from '../routes.ts';
import { SITE } from '../site.ts';
import { SAVINGS } from './prices.ts';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

export const HOME_META: PageMeta = {
  path: ROUTES.home,
  title: `${SITE.name}: een slimme waterverzachter, ${SAVINGS ? `tot ${SAVINGS.percentMax}% voordeliger` : 'samen voordeliger'}`,
  description:
    `Doe gratis mee met de groepsaankoop ${SAVINGS ? `en bespaar ${formatRange(SAVINGS.euro, 'euro')} op` : 'van'} een slimme waterverzachter: ` +
    'gratis installatie, een persoonlijk voorstel en een rekenmodule die schat wat zacht water u oplevert.',
};

/** The home hero: the saving in figures only when the price list proves it. */
export const HOME_TEXT = {
  heroTitle: `Zacht water voor uw gezin, ${SAVINGS ? `tot ${SAVINGS.percentMax}% voordeliger` : 'samen voordeliger'}`,
  heroIntro:
    `Doe gratis mee met de groepsaankoop${SAVINGS ? ` en bespaar ${formatRange(SAVINGS.euro, 'euro')} op een` : ' van een'} ` +
    'slimme waterverzachter van Belgische makelij.',
} as const;

export const PRIVACY_META: PageMeta = {
  path: ROUTES.privacy,
  title: `Privacyverklaring en cookiebeleid | ${SITE.name}`,
  description: `Welke gegevens ${SITE.name} bewaart wanneer u zich inschrijft, waarom, hoe lang, welke cookies wij gebruiken en hoe u uw gegevens inkijkt of laat wissen.`,
};
