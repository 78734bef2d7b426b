import { describe, expect, it } from 'vitest';
import { leadWhere, likePattern, limitOffset } from './lead-query.ts';

describe('the SQL of a lead filter', () => {
  it('matches LIKE wildcards typed by staff literally', () => {
    expect(likePattern('100%_zeker\\')).toBe('%100\\%\\_zeker\\\\%');
  });

  it('selects everything without search or status, and binds every value', () => {
    expect(leadWhere({ search: '', status: 'all' })).toEqual({ sql: 'true', params: [] });
    const where = leadWhere({ search: "o'neil", status: 'lost' });
    expect(where.params).toEqual(["%o'neil%", 'lost']);
    expect(where.sql).not.toContain('neil');
  });

  it("filters 'new' like any status: the database holds no other value (database/lead-status.test.ts)", () => {
    expect(leadWhere({ search: '', status: 'new' })).toEqual({ sql: '"status" = ?', params: ['new'] });
  });

  it('writes only whole, non-negative numbers into LIMIT and OFFSET', () => {
    expect(limitOffset(25)).toBe('limit 25');
    expect(limitOffset(100, 200)).toBe('limit 100 offset 200');
    for (const [limit, offset] of [[25.5, 0], [-1, 0], [25, -25], [Number.NaN, 0], [25, Number.POSITIVE_INFINITY]]) {
      expect(() => limitOffset(limit as number, offset)).toThrow(RangeError);
    }
  });
});
