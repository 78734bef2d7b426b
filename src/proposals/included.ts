/**
 * What a proposal can include beside the softener: the installation, and two things the seller gives
 * with it on its own recorded terms (issue 42, src/seller-terms/schema.ts): regeneration salt and a PFAS
 * filter. The proposal's words for them are in document-texts.ts / document-texts-fr.ts, from the
 * seller's terms; a proposal cannot include salt or a filter its seller has not recorded.
 */
export const INCLUDED_ITEMS = ['installation', 'salt', 'filter'] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];

const LABELS: Record<IncludedItem, string> = {
  installation: 'Gratis installatie',
  salt: 'Zout (zoals de verkoper het vastlegde)',
  filter: 'PFAS-filter (zoals de verkoper het vastlegde)',
};

/** The item as the back office's check boxes name it. */
export function includedItemLabel(item: IncludedItem): string {
  return LABELS[item];
}
