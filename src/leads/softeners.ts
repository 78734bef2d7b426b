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
  /** Who it is for, as on the model cards. */
  audience: string;
  persons: string;
  /** The form's description under the radio choice. */
  description: string;
}

export const SOFTENERS: readonly Softener[] = [
  {
    type: '25L',
    litres: 25,
    dimensionsMm: { width: 280, depth: 436, height: 979 },
    audience: 'Grote huishoudens',
    persons: '4+ personen',
    description: 'Voor grote huishoudens',
  },
  {
    type: '18L',
    litres: 18,
    dimensionsMm: { width: 280, depth: 436, height: 726 },
    audience: 'Middelgrote huishoudens',
    persons: '3-4 personen',
    description: 'Voor middelgrote huishoudens',
  },
  {
    type: '12L',
    litres: 12,
    dimensionsMm: { width: 280, depth: 436, height: 575 },
    audience: 'Kleine tot middelgrote huishoudens',
    persons: '2-3 personen',
    description: 'Voor kleine tot middelgrote huishoudens',
  },
  {
    type: '9L',
    litres: 9,
    dimensionsMm: { width: 280, depth: 436, height: 495 },
    audience: 'Kleine huishoudens',
    persons: '1-2 personen',
    description: 'Voor kleine huishoudens',
  },
];

function isSoftenerType(value: string): value is SoftenerType {
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
