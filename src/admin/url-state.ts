/**
 * The dashboard's state in the address bar (tab, search, status and round filters, sort, page, page size, open
 * lead), so that a reload or a shared link shows the same list. Pure: parse and print. Invalid values
 * fall back to their defaults instead of breaking the page.
 */
import { PAGE_SIZES } from './limits.ts';
import { leadFilter, leadId, leadListQuery, type LeadListQuery } from './schema.ts';

export const DASHBOARD_TABS = ['leads', 'stats', 'proposals', 'rounds', 'installers', 'places', 'aftercare'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export interface DashboardState {
  tab: DashboardTab;
  query: LeadListQuery;
  /** The lead whose detail is open. */
  lead: number | null;
}

export const DEFAULT_QUERY: LeadListQuery = leadListQuery.parse({});

function field<T>(parse: (value: unknown) => { success: boolean; data?: T }, value: string | null, fallback: T): T {
  if (value === null) return fallback;
  const result = parse(value);
  return result.success ? (result.data as T) : fallback;
}

export function parseDashboardState(search: string): DashboardState {
  const params = new URLSearchParams(search);
  const shape = leadListQuery.shape;
  const tab = params.get('tab');
  return {
    tab: (DASHBOARD_TABS as readonly string[]).includes(tab ?? '') ? (tab as DashboardTab) : 'leads',
    query: {
      search: field((v) => leadFilter.shape.search.safeParse(v), params.get('q'), DEFAULT_QUERY.search),
      status: field((v) => shape.status.safeParse(v), params.get('status'), DEFAULT_QUERY.status),
      confirmed: field((v) => shape.confirmed.safeParse(v), params.get('confirmed'), DEFAULT_QUERY.confirmed),
      round: field((v) => shape.round.safeParse(v), params.get('round'), DEFAULT_QUERY.round),
      order: field((v) => shape.order.safeParse(v), params.get('order'), DEFAULT_QUERY.order),
      sort: field((v) => shape.sort.safeParse(v), params.get('sort'), DEFAULT_QUERY.sort),
      page: field((v) => shape.page.safeParse(v), params.get('page'), DEFAULT_QUERY.page),
      pageSize: field((v) => shape.pageSize.safeParse(v), params.get('pageSize'), PAGE_SIZES[0]),
    },
    lead: field((v) => leadId.safeParse(v), params.get('lead'), null),
  };
}

/** '?q=gent&status=new&page=2' — defaults are left out, so the plain dashboard has a plain address. */
export function dashboardSearch(state: DashboardState): string {
  const params = new URLSearchParams();
  if (state.tab !== 'leads') params.set('tab', state.tab);
  if (state.query.search !== DEFAULT_QUERY.search) params.set('q', state.query.search);
  if (state.query.status !== DEFAULT_QUERY.status) params.set('status', state.query.status);
  if (state.query.confirmed !== DEFAULT_QUERY.confirmed) params.set('confirmed', state.query.confirmed);
  if (state.query.round !== DEFAULT_QUERY.round) params.set('round', state.query.round);
  if (state.query.order !== DEFAULT_QUERY.order) params.set('order', state.query.order);
  if (state.query.sort !== DEFAULT_QUERY.sort) params.set('sort', state.query.sort);
  if (state.query.pageSize !== DEFAULT_QUERY.pageSize) params.set('pageSize', String(state.query.pageSize));
  if (state.query.page !== DEFAULT_QUERY.page) params.set('page', String(state.query.page));
  if (state.lead !== null) params.set('lead', String(state.lead));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export const LOGIN_PATH = '/admin';
export const DASHBOARD_PATH = '/admin/dashboard';
/** The view of an installer company's user (issue 34): its own orders, on a phone first. */
export const INSTALLER_PATH = '/admin/installateur';

/**
 * The login's state in its address: whether a session has just ended (the login then says so), and
 * where to return after signing in (the dashboard with its lead, search and filters), so that neither
 * is lost when the page is reloaded or the browser restores the tab.
 */
export interface LoginState {
  expired: boolean;
  /** A dashboard or installer-view address (path and query) to return to, or null for the plain one. */
  returnTo: string | null;
}

/**
 * Only an address of the dashboard or the installer's view on this site is followed: a crafted link to
 * the login cannot send anyone anywhere else after signing in ('//evil.example', 'https://…', '/admin/../x').
 */
function safeReturnTo(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://origin.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://origin.invalid' || (url.pathname !== DASHBOARD_PATH && url.pathname !== INSTALLER_PATH)) return null;
  return `${url.pathname}${url.search}`;
}

export function parseLoginState(search: string): LoginState {
  const params = new URLSearchParams(search);
  return { expired: params.get('sessie') === 'verlopen', returnTo: safeReturnTo(params.get('terug')) };
}

/** '/admin?sessie=verlopen&terug=%2Fadmin%2Fdashboard%3Flead%3D5' */
export function loginAddress(state: LoginState): string {
  const params = new URLSearchParams();
  if (state.expired) params.set('sessie', 'verlopen');
  const returnTo = safeReturnTo(state.returnTo);
  if (returnTo !== null && returnTo !== DASHBOARD_PATH) params.set('terug', returnTo);
  const text = params.toString();
  return text === '' ? LOGIN_PATH : `${LOGIN_PATH}?${text}`;
}
