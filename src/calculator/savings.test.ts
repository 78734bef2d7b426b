import { describe, expect, it } from 'vitest';
import { countUpValues, estimateSavings, HARDNESS, PERSONS, sliderValueAfterKey } from './savings.ts';

describe('estimateSavings', () => {
  // Worked out by hand from the spec's formulas (monthly = 2.5p + 0.6ph + 0.1h before rounding):
  //   h=19 p=4: 10 + 45.6 + 1.9 = 57.5 → 58 a month; 57.5 × 12 = 690; 4 × 450 = 1800 l; 2.4 × 76 = 182.4 → 182;
  //             5 + round(6.33) = 11
  //   h=5  p=1: 2.5 + 3 + 0.5 = 6; 72; 450 l; 2.4 × 5 = 12; 5 + round(1.67) = 7
  //   h=30 p=8: 20 + 144 + 3 = 167; 2004; 3600 l; 2.4 × 240 = 576; 5 + 10 = 15
  //   h=5  p=8: 20 + 24 + 0.5 = 44.5 → 45; 534; 3600 l; 2.4 × 40 = 96; 7
  //   h=30 p=1: 2.5 + 18 + 3 = 23.5 → 24; 282; 450 l; 2.4 × 30 = 72; 15
  //   h=16 p=3: 7.5 + 28.8 + 1.6 = 37.9 → 38; 454.8 → 455; 1350 l; 2.4 × 48 = 115.2 → 115; 5 + round(5.33) = 10
  //   h=23 p=2: 5 + 27.6 + 2.3 = 34.9 → 35; 418.8 → 419; 900 l; 2.4 × 46 = 110.4 → 110; 5 + round(7.67) = 13
  //   h=13 p=4: 10 + 31.2 + 1.3 = 42.5 → 43; 510; 1800 l; 2.4 × 52 = 124.8 → 125; 5 + round(4.33) = 9
  //             (naive floating point gives 42.4999… and 509.999…, which round down)
  it.each([
    { h: 19, p: 4, monthly: 58, yearly: 690, litres: 1800, products: 182, life: 11 },
    { h: 5, p: 1, monthly: 6, yearly: 72, litres: 450, products: 12, life: 7 },
    { h: 30, p: 8, monthly: 167, yearly: 2004, litres: 3600, products: 576, life: 15 },
    { h: 5, p: 8, monthly: 45, yearly: 534, litres: 3600, products: 96, life: 7 },
    { h: 30, p: 1, monthly: 24, yearly: 282, litres: 450, products: 72, life: 15 },
    { h: 16, p: 3, monthly: 38, yearly: 455, litres: 1350, products: 115, life: 10 },
    { h: 23, p: 2, monthly: 35, yearly: 419, litres: 900, products: 110, life: 13 },
    { h: 13, p: 4, monthly: 43, yearly: 510, litres: 1800, products: 125, life: 9 },
  ])('h=$h p=$p gives €$yearly a year', ({ h, p, monthly, yearly, litres, products, life }) => {
    expect(estimateSavings(h, p)).toEqual({
      monthlySavings: monthly,
      yearlySavings: yearly,
      bottledWaterLitres: litres,
      productSavings: products,
      applianceLifeYears: life,
    });
  });

  it('starts from the sliders’ defaults, hardness 19 and 4 persons', () => {
    expect([HARDNESS.defaultValue, PERSONS.defaultValue]).toEqual([19, 4]);
  });
});

describe('countUpValues', () => {
  it('counts the defaults’ 690 up in 30 steps of 23', () => {
    const values = countUpValues(690);
    expect(values).toHaveLength(30);
    expect(values.slice(0, 3)).toEqual([23, 46, 69]);
    expect(values.at(-1)).toBe(690);
  });

  it('ends exactly on a total that the step does not divide', () => {
    // ceil(2004 / 30) = 67; 29 × 67 = 1943, then 2004.
    const values = countUpValues(2004);
    expect(values).toHaveLength(30);
    expect(values.at(-2)).toBe(1943);
    expect(values.at(-1)).toBe(2004);
  });

  it('takes fewer steps for small totals and never overshoots', () => {
    expect(countUpValues(12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(countUpValues(0)).toEqual([0]);
  });
});

describe('sliderValueAfterKey', () => {
  it.each([
    ['Home', 19, 5],
    ['End', 19, 45],
    ['ArrowRight', 19, 20],
    ['ArrowUp', 45, 45],
    ['ArrowLeft', 19, 18],
    ['ArrowDown', 5, 5],
    ['PageUp', 19, 29],
    ['PageUp', 40, 45],
    ['PageDown', 19, 9],
    ['PageDown', 12, 5],
  ])('hardness: %s from %i gives %i', (key, from, to) => {
    expect(sliderValueAfterKey(key, from, HARDNESS)).toBe(to);
  });

  it('reaches the hardest published Belgian figures (44 °fH at Hélécine, decision 040), its bands the sources’ classes', () => {
    expect(HARDNESS.max).toBeGreaterThanOrEqual(44);
    expect(HARDNESS.marks.map((band) => [band.from, band.to])).toEqual([[5, 15], [15, 30], [30, 45]]);
  });

  it('keeps persons between 1 and 8 with PageUp/PageDown', () => {
    expect(sliderValueAfterKey('PageUp', 4, PERSONS)).toBe(8);
    expect(sliderValueAfterKey('PageDown', 4, PERSONS)).toBe(1);
  });

  it('ignores other keys', () => {
    expect(sliderValueAfterKey('Tab', 19, HARDNESS)).toBeNull();
    expect(sliderValueAfterKey('a', 19, HARDNESS)).toBeNull();
  });
});
