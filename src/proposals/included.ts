/**
 * What a proposal can include: the site's own benefits (src/content/benefits.ts) that are a thing
 * delivered with the softener (installation, salt, PFAS filter). The back office's check boxes carry the
 * benefit card's title; the proposal's own words for them are in document-texts.ts / document-texts-fr.ts.
 */
import { HOME_BENEFITS } from '../content/benefits.ts';

export const INCLUDED_ITEMS = ['installation', 'salt', 'filter'] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];

function benefit(item: IncludedItem) {
  const card = HOME_BENEFITS.find((candidate) => candidate.icon === item);
  if (!card) throw new Error(`no benefit card with icon ${item}`);
  return card;
}

/** The card's title alone ('2 jaar gratis zout'), for the back office's check boxes. */
export function includedItemLabel(item: IncludedItem): string {
  return benefit(item).title;
}
