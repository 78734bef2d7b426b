/** The four softener sizes (spec sections 1 and 9): one home for their facts. */

export const SOFTENER_TYPES = ['25L', '18L', '12L', '9L'] as const;
export type SoftenerType = (typeof SOFTENER_TYPES)[number];

/** The form's default choice. */
export const DEFAULT_SOFTENER_TYPE: SoftenerType = '25L';

export interface Softener {
  type: SoftenerType;
  litres: number;
  /** Width x depth x height in millimetres. */
  dimensionsMm: { width: number; depth: number; height: number };
  // Who it is for (the model cards, the form) is said in each language's texts: src/i18n/ (softeners).
}

export const SOFTENERS: readonly Softener[] = [
  {
    type: '25L',
    litres: 25,
    dimensionsMm: { width: 280, depth: 436, height: 979 },
  },
  {
    type: '18L',
    litres: 18,
    dimensionsMm: { width: 280, depth: 436, height: 726 },
  },
  {
    type: '12L',
    litres: 12,
    dimensionsMm: { width: 280, depth: 436, height: 575 },
  },
  {
    type: '9L',
    litres: 9,
    dimensionsMm: { width: 280, depth: 436, height: 495 },
  },
];

export function isSoftenerType(value: string): value is SoftenerType {
  return (SOFTENER_TYPES as readonly string[]).includes(value);
}

/** The stored value of the old form's large (111 cm) version, still found in older leads. */
export const LEGACY_LARGE_VALUE = 'large';

/** 'Grote versie (111cm)' / 'Kleine versie (57cm)': how the spec's older admin view named the sizes. */
export const LEGACY_SIZE_LABELS = { large: 'Grote versie (111cm)', small: 'Kleine versie (57cm)' } as const;

/**
 * The size class of a stored value, as the spec defines it (sections 2 and 3): the value 'large' (the
 * 111 cm version) is large, every other value, the four sizes of the form included, is small.
 */
export function sizeClassOf(value: string): 'small' | 'large' {
  return value === LEGACY_LARGE_VALUE ? 'large' : 'small';
}

/** The size as staff see it: the chosen size, or the legacy label for older values. */
export function softenerLabel(value: string): string {
  return isSoftenerType(value) ? value : LEGACY_SIZE_LABELS[sizeClassOf(value)];
}
