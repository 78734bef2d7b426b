import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_PATH,
  DEFAULT_QUERY,
  dashboardSearch,
  LOGIN_PATH,
  loginAddress,
  parseDashboardState,
  parseLoginState,
} from './url-state.ts';

describe('dashboard state in the address bar', () => {
  it('reads the defaults from an empty address and prints them as nothing', () => {
    const state = parseDashboardState('');
    expect(state).toEqual({ tab: 'leads', query: DEFAULT_QUERY, lead: null });
    expect(DEFAULT_QUERY).toEqual({ search: '', status: 'all', confirmed: 'all', round: 'all', order: 'all', sort: 'newest', page: 1, pageSize: 25 });
    expect(dashboardSearch(state)).toBe('');
  });

  it('round-trips every field', () => {
    const search = '?tab=stats&q=mélanie+g&status=followup&confirmed=no&round=7&order=withdrawn&sort=oldest&pageSize=100&page=3&lead=42';
    const state = parseDashboardState(search);
    expect(state).toEqual({
      tab: 'stats',
      query: { search: 'mélanie g', status: 'followup', confirmed: 'no', round: '7', order: 'withdrawn', sort: 'oldest', page: 3, pageSize: 100 },
      lead: 42,
    });
    expect(parseDashboardState(dashboardSearch(state))).toEqual(state);
  });

  it('falls back to the default of each invalid value and keeps the valid ones', () => {
    expect(parseDashboardState('?tab=x&status=weg&confirmed=ja&pageSize=30&page=-1&lead=abc&sort=naam&q=gent')).toEqual({
      tab: 'leads',
      query: { ...DEFAULT_QUERY, search: 'gent' },
      lead: null,
    });
  });
});

describe('login state in the address bar', () => {
  it('round-trips an ended session with the dashboard address to return to', () => {
    const returnTo = '/admin/dashboard?q=g%C3%B6l%C3%A7%C3%BCk&status=new&lead=42';
    const address = loginAddress({ expired: true, returnTo });
    expect(address.startsWith(`${LOGIN_PATH}?sessie=verlopen&terug=`)).toBe(true);
    expect(parseLoginState(address.slice(LOGIN_PATH.length))).toEqual({ expired: true, returnTo });
  });

  it('prints the plain login without state', () => {
    expect(loginAddress({ expired: false, returnTo: null })).toBe(LOGIN_PATH);
    expect(loginAddress({ expired: false, returnTo: DASHBOARD_PATH })).toBe(LOGIN_PATH);
  });

  it("keeps an installer's order to return to (a notice's link, issue 43)", () => {
    expect(parseLoginState(`?terug=${encodeURIComponent('/admin/installateur?order=12')}`).returnTo).toBe('/admin/installateur?order=12');
  });

  it.each([
    ['//evil.example/admin/dashboard'],
    ['https://evil.example/admin/dashboard'],
    ['/admin/dashboard/../../elders'],
    ['/admin'],
    ['admin/dashboard'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
  ])('follows no return address outside the dashboard (%s)', (returnTo) => {
    expect(parseLoginState(`?terug=${encodeURIComponent(returnTo)}`).returnTo).toBeNull();
  });
});
