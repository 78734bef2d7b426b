/**
 * Statistics shaping, pure: the database counts leads per month and per stored size; these functions
 * turn the counts into the spec's monthly rows (small/large per src/leads/softeners.ts, conversion rate)
 * and the totals beyond the spec.
 */
import { LEGACY_LARGE_VALUE, LEGACY_SIZE_LABELS, SOFTENER_TYPES, type SoftenerType, sizeClassOf } from '../leads/softeners.ts';

/** The spec's monthly row (section 3). `month` is 'YYYY-MM' in Brussels time. */
export interface MonthlyStat {
  month: string;
  count: number;
  smallCount: number;
  largeCount: number;
  /** Converted leads as a percentage of the month's leads, one decimal; 0 without leads. */
  conversionRate: number;
}

/** How one month's leads split, as the database counts them. */
export interface MonthCounts {
  month: string;
  count: number;
  converted: number;
  /** Leads per stored value of the four sizes. */
  bySize: Record<SoftenerType, number>;
  /** The legacy value 'large' (the 111 cm version). */
  legacyLarge: number;
}

/** The stored values the statistics count apart: the four sizes and the legacy large version. */
export const COUNTED_SIZE_VALUES = [...SOFTENER_TYPES, LEGACY_LARGE_VALUE] as const;

export function conversionRate(converted: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((converted / count) * 1000) / 10;
}

/** Any stored value that is not one of the four sizes nor 'large' counts as small (spec section 2). */
export function legacySmallOf(counts: MonthCounts): number {
  const known = SOFTENER_TYPES.reduce((sum, type) => sum + counts.bySize[type], 0) + counts.legacyLarge;
  return counts.count - known;
}

export function monthlyStat(counts: MonthCounts): MonthlyStat {
  let largeCount = counts.legacyLarge;
  for (const type of SOFTENER_TYPES) {
    if (sizeClassOf(type) === 'large') largeCount += counts.bySize[type];
  }
  return {
    month: counts.month,
    count: counts.count,
    smallCount: counts.count - largeCount,
    largeCount,
    conversionRate: conversionRate(counts.converted, counts.count),
  };
}

export interface SizeTotal {
  /** As staff see it: '25L' ... '9L', 'Grote versie (111cm)', 'Kleine versie (57cm)'. */
  label: string;
  count: number;
}

/** Leads per size over all months, in the order of the form, then the legacy versions. */
export function sizeTotals(months: readonly MonthCounts[]): SizeTotal[] {
  const totals: SizeTotal[] = SOFTENER_TYPES.map((type) => ({
    label: type,
    count: months.reduce((sum, m) => sum + m.bySize[type], 0),
  }));
  totals.push({ label: LEGACY_SIZE_LABELS.large, count: months.reduce((sum, m) => sum + m.legacyLarge, 0) });
  totals.push({ label: LEGACY_SIZE_LABELS.small, count: months.reduce((sum, m) => sum + legacySmallOf(m), 0) });
  return totals;
}

/**
 * The path of a page address ('https://x.be/gent?utm=1' -> '/gent'); addresses that are already a path
 * keep their path. Returns null for what is neither.
 */
export function pagePath(address: string): string | null {
  const trimmed = address.trim();
  if (trimmed === '') return null;
  let path: string;
  try {
    path = new URL(trimmed, 'http://path.invalid').pathname;
  } catch {
    return null;
  }
  const decoded = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return decoded === '' ? '/' : decoded;
}

export interface PageTotal {
  path: string;
  count: number;
}

/** Merges counts per page address into counts per path, most leads first, at most `limit`. */
export function topPages(rows: ReadonlyArray<{ page: string; count: number }>, limit = 10): PageTotal[] {
  const byPath = new Map<string, number>();
  for (const row of rows) {
    const path = pagePath(row.page);
    if (path) byPath.set(path, (byPath.get(path) ?? 0) + row.count);
  }
  return [...byPath]
    .map(([path, count]) => ({ path, count }))
    .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path))
    .slice(0, limit);
}
