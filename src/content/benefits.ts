/**
 * The benefit cards of the home page (spec section 3: 8 generic cards). Place pages pass their own eight
 * locally worded cards to the same <BenefitGrid>, in the spec's order, with the same icon keys.
 */
import { formatEuro, formatRange } from '../format.ts';
import { CLAIMS, SITE } from '../site.ts';
import { SAVINGS } from './prices.ts';

/** Keys of the inline SVG icons in src/components/BenefitIcon.tsx. */
export type BenefitIconKey =
  | 'regional'
  | 'belgium'
  | 'warranty'
  | 'maintenance'
  | 'support'
  | 'installation'
  | 'salt'
  | 'filter'
  | 'savings'
  | 'families';

export interface BenefitCard {
  /** 1 to 8, the card's place in the grid. */
  id: number;
  icon: BenefitIconKey;
  title: string;
  /** The home page explains every card; a place page only the one with a local figure. */
  description?: string;
}

const c = CLAIMS;

/** The cards, built by a function marked pure: pages render them on the server only, and the browser build drops them. */
function homeBenefits(): readonly BenefitCard[] {
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
    {
      id: 2,
      icon: 'warranty',
      title: `${c.warrantyYears} jaar garantie`,
      description: 'Met lokale servicepartners die snel bij u thuis zijn.',
    },
    {
      id: 3,
      icon: 'installation',
      title: 'Gratis installatie',
      description: `Door gecertificeerde technici, ${formatRange(c.deliveryWeeks)} weken na uw bevestiging.`,
    },
    {
      id: 4,
      icon: 'salt',
      title: `${c.freeSaltYears} jaar gratis zout`,
      description: 'Regeneratiezout, aan huis geleverd.',
    },
    {
      id: 5,
      icon: 'filter',
      title: 'Gratis PFAS-filter',
      description: `Zuiver drinkwater: een filter ter waarde van ${formatEuro(c.pfasFilterValueEuro)} bij elke waterverzachter.`,
    },
    {
      id: 6,
      icon: 'maintenance',
      title: 'Minimaal onderhoud',
      description: `Maar eens om de ${c.maintenanceIntervalYears} jaar, dankzij updates via wifi en een zelfreinigend systeem.`,
    },
    {
      id: 7,
      icon: 'support',
      title: '24/7 ondersteuning',
      description: 'Online hulp op elk moment, via wifi en de mobiele app.',
    },
    {
      id: 8,
      icon: 'belgium',
      title: 'Gemaakt in België',
      description: `Gemaakt in onze eigen fabriek in ${SITE.factoryCity}, met service zonder tussenpersonen.`,
    },
  ];
}

export const HOME_BENEFITS: readonly BenefitCard[] = /* @__PURE__ */ homeBenefits();
