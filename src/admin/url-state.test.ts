import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, dashboardSearch, parseDashboardState } from './url-state.ts';

describe('dashboard state in the address bar', () => {
  it('reads the defaults from an empty address and prints them as nothing', () => {
    const state = parseDashboardState('');
    expect(state).toEqual({ tab: 'leads', query: DEFAULT_QUERY, lead: null });
    expect(DEFAULT_QUERY).toEqual({ search: '', status: 'all', sort: 'newest', page: 1, pageSize: 25 });
    expect(dashboardSearch(state)).toBe('');
  });

  it('round-trips every field', () => {
    const search = '?tab=stats&q=mélanie+g&status=followup&sort=oldest&pageSize=100&page=3&lead=42';
    const state = parseDashboardState(search);
    expect(state).toEqual({
      tab: 'stats',
      query: { search: 'mélanie g', status: 'followup', sort: 'oldest', page: 3, pageSize: 100 },
      lead: 42,
    });
    expect(parseDashboardState(dashboardSearch(state))).toEqual(state);
  });

  it('falls back to the default of each invalid value and keeps the valid ones', () => {
    expect(parseDashboardState('?tab=x&status=weg&pageSize=30&page=-1&lead=abc&sort=naam&q=gent')).toEqual({
      tab: 'leads',
      query: { ...DEFAULT_QUERY, search: 'gent' },
      lead: null,
    });
  });
});
