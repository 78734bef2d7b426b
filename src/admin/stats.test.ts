import { describe, expect, it } from 'vitest';
import { LEGACY_SIZE_LABELS } from '../leads/softeners.ts';
import { conversionRate, type MonthCounts, monthlyStat, pagePath, sizeTotals, topPages } from './stats.ts';

const month = (overrides: Partial<MonthCounts> = {}): MonthCounts => ({
  month: '2026-11',
  count: 10,
  converted: 3,
  confirmed: 4,
  bySize: { '25L': 2, '18L': 1, '12L': 3, '9L': 1 },
  legacyLarge: 1,
  ...overrides,
});

describe('monthly rows', () => {
  it("counts 'large' as large and every other type as small (the four models too), and each model apart", () => {
    // 10 leads: 1 x 'large' -> 1 large; 2 x 25L, 1 x 18L, 3 x 12L, 1 x 9L, 2 older values -> 9 small.
    expect(monthlyStat(month())).toEqual({
      month: '2026-11',
      count: 10,
      smallCount: 9,
      largeCount: 1,
      conversionRate: 30,
      confirmedCount: 4,
      models: { '25L': 2, '18L': 1, '12L': 3, '9L': 1 },
    });
  });

  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 0, 0],
    [5, 5, 100],
  ])('gives %i of %i converted as %d%%', (converted, count, rate) => {
    expect(conversionRate(converted, count)).toBe(rate);
  });
});

describe('size totals', () => {
  it('leaves out the older values when no lead has them', () => {
    const modelsOnly = month({ count: 7, legacyLarge: 0 });
    expect(sizeTotals([modelsOnly]).map((row) => row.label)).toEqual(['25L', '18L', '12L', '9L']);
  });

  it('adds up the months per size, legacy versions last', () => {
    expect(sizeTotals([month(), month({ month: '2026-10' })])).toEqual([
      { label: '25L', count: 4 },
      { label: '18L', count: 2 },
      { label: '12L', count: 6 },
      { label: '9L', count: 2 },
      { label: LEGACY_SIZE_LABELS.large, count: 2 },
      { label: LEGACY_SIZE_LABELS.small, count: 4 },
    ]);
  });
});

describe('pages that bring leads', () => {
  it.each([
    ['https://www.example.be/gent?utm_source=x#contact', '/gent'],
    ['http://localhost:3000/', '/'],
    ['https://www.example.be', '/'],
    ['/herentals/', '/herentals'],
    ['/', '/'],
    ['', null],
  ])('takes the path of %j', (address, path) => {
    expect(pagePath(address)).toBe(path);
  });

  it('merges addresses of the same page and ranks them', () => {
    expect(
      topPages(
        [
          { page: 'https://x.be/gent?utm=1', count: 2 },
          { page: '/gent', count: 3 },
          { page: 'https://x.be/', count: 4 },
          { page: '/aalst', count: 4 },
          { page: '', count: 9 },
        ],
        2,
      ),
    ).toEqual([
      { path: '/gent', count: 5 },
      { path: '/', count: 4 },
    ]);
  });
});
