/** Texts of the savings calculator that explain its starting value and its scale. */
import { HARDNESS } from '../calculator/savings.ts';

export const CALCULATOR_TEXT = {
  /** Without a published figure for the page: the spec's default is an example, not a local value. */
  exampleStart: `${HARDNESS.defaultValue} °fH is een voorbeeldwaarde: zet de schuifregelaar op de hardheid van uw eigen water (klassen van Aquaflanders).`,
} as const;
