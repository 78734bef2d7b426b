/**
 * Statistics shaping, pure: the database counts leads per month and per stored size; these functions
 * turn the counts into the spec's monthly rows (small/large per src/leads/softeners.ts, conversion rate,
 * per model) and the totals beyond the spec.
 */
import { LEGACY_SIZE_LABELS, SOFTENER_TYPES, type SoftenerType } from '../leads/softeners.ts';

/**
 * The spec's monthly row (section 3), plus the leads per model of the form. `month` is 'YYYY-MM' in
 * Brussels time. `smallCount` counts every lead whose type is not 'large' (the four models included),
 * `largeCount` the leads of type 'large' (the spec's rule, sections 2 and 3).
 */
export interface MonthlyStat {
  month: string;
  count: number;
  smallCount: number;
  largeCount: number;
  /** Converted leads as a percentage of the month's leads, one decimal; 0 without leads. */
  conversionRate: number;
  /** The month's leads whose household has since confirmed its address (opened its personal link, issue 23). */
  confirmedCount: number;
  /** Leads per model (25L, 18L, 12L, 9L); older values are in neither. */
  models: Record<SoftenerType, number>;
}

/** How one month's leads split, as the database counts them. */
export interface MonthCounts {
  month: string;
  count: number;
  converted: number;
  /** Of those, the leads whose household confirmed its address. */
  confirmed: number;
  /** Leads per stored value of the four sizes. */
  bySize: Record<SoftenerType, number>;
  /** The legacy value 'large' (the 111 cm version). */
  legacyLarge: number;
}

export function conversionRate(converted: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((converted / count) * 1000) / 10;
}

/** The leads of an older stored value that is neither one of the four sizes nor 'large'. */
function legacySmallOf(counts: MonthCounts): number {
  const known = SOFTENER_TYPES.reduce((sum, type) => sum + counts.bySize[type], 0) + counts.legacyLarge;
  return counts.count - known;
}

export function monthlyStat(counts: MonthCounts): MonthlyStat {
  return {
    month: counts.month,
    count: counts.count,
    smallCount: counts.count - counts.legacyLarge,
    largeCount: counts.legacyLarge,
    conversionRate: conversionRate(counts.converted, counts.count),
    confirmedCount: counts.confirmed,
    models: { ...counts.bySize },
  };
}

export interface SizeTotal {
  /** As staff see it: '25L' ... '9L', 'Grote versie (111cm)', 'Kleine versie (57cm)'. */
  label: string;
  count: number;
}

/**
 * Leads per model over all months, in the order of the form, then the older stored values ('large',
 * any other) only when there are such leads: a row that is always 0 reads as a fault.
 */
export function sizeTotals(months: readonly MonthCounts[]): SizeTotal[] {
  const totals: SizeTotal[] = SOFTENER_TYPES.map((type) => ({
    label: type,
    count: months.reduce((sum, m) => sum + m.bySize[type], 0),
  }));
  const legacy: SizeTotal[] = [
    { label: LEGACY_SIZE_LABELS.large, count: months.reduce((sum, m) => sum + m.legacyLarge, 0) },
    { label: LEGACY_SIZE_LABELS.small, count: months.reduce((sum, m) => sum + legacySmallOf(m), 0) },
  ];
  return [...totals, ...legacy.filter((row) => row.count > 0)];
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
