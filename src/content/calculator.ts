/** Texts of the savings calculator that explain its starting value and its scale. */
import { HARDNESS } from '../calculator/savings.ts';

export const CALCULATOR_TEXT = {
  /** Without a published figure for the page: the spec's default is an example, not a local value. */
  exampleStart: `${HARDNESS.defaultValue} °fH is een voorbeeldwaarde: zet de schuifregelaar op de hardheid van uw eigen water (klassen van Aquaflanders).`,
  /** The home page opened from a place page's link: the published figure of that place. */
  linkedStart: (value: number) =>
    `De schuifregelaar staat op ${value} °fH, het gepubliceerde cijfer van de pagina waar u vandaan komt.`,
  /** A place page's link to the calculator, at its published figure when it has one. */
  placeLink: (value: number | null) => (value === null ? 'Bereken uw besparing' : `Bereken uw besparing bij ${value} °fH`),
  placeLinkAfter: ' met de rekenmodule op de homepagina.',
} as const;
