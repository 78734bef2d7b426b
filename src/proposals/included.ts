/**
 * What a proposal can include: the site's own benefits (src/content/benefits.ts) that are a thing
 * delivered with the softener (installation, salt, PFAS filter). Their wording is the benefit card's, so
 * a proposal promises exactly what the home page promises, no more.
 */
import { HOME_BENEFITS } from '../content/benefits.ts';
import { HOME_BENEFITS_FR } from '../content/fr/home.ts';
import type { Locale } from '../i18n/locale.ts';

export const INCLUDED_ITEMS = ['installation', 'salt', 'filter'] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];

function benefit(item: IncludedItem, locale: Locale = 'nl') {
  const card = (locale === 'fr' ? HOME_BENEFITS_FR : HOME_BENEFITS).find((candidate) => candidate.icon === item);
  if (!card) throw new Error(`no benefit card with icon ${item}`);
  return card;
}

/** 'Gratis installatie: door gecertificeerde technici, …': the card's title and description. */
export function includedItemText(item: IncludedItem, locale: Locale = 'nl'): string {
  const { title, description } = benefit(item, locale);
  return description ? `${title}: ${description.charAt(0).toLowerCase()}${description.slice(1)}` : title;
}

/** The card's title alone ('2 jaar gratis zout'), for the back office's check boxes. */
export function includedItemLabel(item: IncludedItem): string {
  return benefit(item).title;
}
