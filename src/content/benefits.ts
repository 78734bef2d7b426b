/**
 * The benefit cards of the home page (spec section 3: 8 generic cards, in the spec's order). Six of them
 * are promises of the sellers (a guarantee, salt, the PFAS filter, servicing, help at every hour, "Made in
 * Belgium"): the page part `promises` writes them from the active sellers' recorded terms, and a card no
 * seller's terms back is not shown (issue 42, decision 057).
 */
import { formatRange } from '../format.ts';
import type { PromiseKey } from '../seller-terms/promise-html.ts';
import type { BenefitIconKey } from './benefit-icons.ts';
import { SAVINGS } from './prices.ts';


interface BenefitCard {
  /** 1 to 8, the card's place in the grid. */
  id: number;
  icon: BenefitIconKey;
  title: string;
  /** The home page explains every card; a place page only the one with a local figure. */
  description?: string;
}

/** A card that holds a seller's promise: the page part `promises` writes it (src/seller-terms/promise-html.ts). */
interface PromiseCard {
  id: number;
  promise: PromiseKey;
}

export type BenefitEntry = BenefitCard | PromiseCard;

/** The cards, built by a function marked pure: pages render them on the server only, and the browser build drops them. */
function homeBenefits(): readonly BenefitEntry[] {
  /** The saving in figures only when the price list proves it (src/content/prices.ts). */
  const SAVINGS_CARD = SAVINGS
    ? { title: `Tot ${SAVINGS.percentMax}% voordeliger`, description: `Samen kopen levert u ${formatRange(SAVINGS.euro, 'euro')} voordeel op per toestel.` }
    : { title: 'Samen voordeliger', description: 'Hoe meer gezinnen meedoen, hoe scherper de groepsprijs die wij voor iedereen bedingen.' };

  return [
    {
      id: 1,
      icon: 'savings',
      ...SAVINGS_CARD,
    },
    { id: 2, promise: 'guarantee' },
    {
      id: 3,
      icon: 'installation',
      title: 'Gratis installatie',
      description: 'Door gecertificeerde technici, binnen de periode die uw voorstel noemt.',
    },
    { id: 4, promise: 'salt' },
    { id: 5, promise: 'filter' },
    { id: 6, promise: 'servicing' },
    { id: 7, promise: 'support' },
    { id: 8, promise: 'madeIn' },
  ];
}

export const HOME_BENEFITS: readonly BenefitEntry[] = /* @__PURE__ */ homeBenefits();
