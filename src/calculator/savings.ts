/**
 * The savings calculator (spec sections 2, 5 and 9): slider ranges and the estimate's formulas, as pure
 * functions so the page, the tests and any future use compute the same numbers.
 */
import { TIMINGS } from '../site.ts';

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

/**
 * Water hardness in French degrees (°fH), from 5 to 45 (decision 040: published Belgian figures reach
 * 44 °fH, and Aquaflanders' class 'hard' runs from 30 to 45), with the classes the sources give under the
 * slider as bands: soft up to 15, medium 15 to 30, hard from 30 (Aquaflanders,
 * https://www.aquaflanders.be/mijn-waterhardheid.aspx; L'Avenir for Wallonia, 23/02/2018). Each band's
 * words live in the language's dictionary (calculator.marks). The default is the spec's example value; a
 * page says so.
 */
export const HARDNESS: SliderRange & { unit: string; marks: ReadonlyArray<{ from: number; to: number }> } = {
  min: 5,
  max: 45,
  step: 1,
  defaultValue: 19,
  unit: '°fH',
  marks: [
    { from: 5, to: 15 },
    { from: 15, to: 30 },
    { from: 30, to: 45 },
  ],
};

export const PERSONS: SliderRange = { min: 1, max: 8, step: 1, defaultValue: 4 };

/** PageUp and PageDown move a slider by this many units (spec section 5). */
const SLIDER_PAGE_STEP = 10;

/**
 * The value a slider takes after a key press, or null when the key does not move sliders. Home/End jump to
 * the ends, arrows move one step, PageUp/PageDown ten units; the result stays within the range.
 */
export function sliderValueAfterKey(key: string, value: number, range: SliderRange): number | null {
  const clamp = (n: number) => Math.min(range.max, Math.max(range.min, n));
  switch (key) {
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    case 'ArrowUp':
    case 'ArrowRight':
      return clamp(value + range.step);
    case 'ArrowDown':
    case 'ArrowLeft':
      return clamp(value - range.step);
    case 'PageUp':
      return clamp(value + SLIDER_PAGE_STEP);
    case 'PageDown':
      return clamp(value - SLIDER_PAGE_STEP);
    default:
      return null;
  }
}

export interface SavingsEstimate {
  /** Euro per month, rounded. */
  monthlySavings: number;
  /** Euro per year: the unrounded monthly figure times 12, rounded. */
  yearlySavings: number;
  /** Litres of bottled water a year the household no longer needs. */
  bottledWaterLitres: number;
  /** Euro a year saved on detergents and cleaning products, rounded. */
  productSavings: number;
  /** Years the household appliances last longer. */
  applianceLifeYears: number;
}

/**
 * The spec's formulas for hardness h (°fH) and persons p:
 * monthly = 2.5p + 0.25ph + 0.2ph + 0.15ph + 0.1h; yearly = monthly × 12; bottled water = p × 37.5 × 12;
 * products = 0.2ph × 12; appliance life = 5 + round(h/3).
 * They are computed in hundredths of a euro (integers) because in binary floating point 2.5p + … can land
 * just below a .5 and round the wrong way (h=13, p=4 gives 42.499999… a month instead of 42.5).
 */
export function estimateSavings(hardness: number, persons: number): SavingsEstimate {
  const h = hardness;
  const p = persons;
  const monthlyCents = 250 * p + 25 * p * h + 20 * p * h + 15 * p * h + 10 * h;
  return {
    monthlySavings: Math.round(monthlyCents / 100),
    yearlySavings: Math.round((monthlyCents * 12) / 100),
    bottledWaterLitres: (p * 375 * 12) / 10,
    productSavings: Math.round((20 * p * h * 12) / 100),
    applianceLifeYears: 5 + Math.round(h / 3),
  };
}

/**
 * The numbers the yearly savings show while counting up: steps of ceil(total / 30) from 0, the last one
 * exactly the total (spec section 4). One value per tick of TIMINGS.counterTickMs.
 */
export function countUpValues(total: number, steps: number = TIMINGS.counterSteps): number[] {
  if (total <= 0) return [0];
  const step = Math.ceil(total / steps);
  const values: number[] = [];
  for (let value = step; value < total; value += step) values.push(value);
  values.push(total);
  return values;
}
