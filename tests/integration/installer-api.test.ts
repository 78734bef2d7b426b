/**
 * An installer company's user (issue 34 item 1), over HTTP on a real database: every REST route and
 * every tRPC procedure walked with its token finds only 403 (staff's) or 404 (another company's order),
 * except its own orders; another company's order is unreachable in every form; every read of a household
 * is in the audit log; staff give an order to a company and move it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleOfPath } from '../../server/rest/roles.ts';
import { AUTH_ERRORS } from '../../src/admin/messages.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { procedures, routeTable } from '../helpers/routes.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, brusselsMoment, installerUser } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let own: Awaited<ReturnType<typeof acceptedOrder>>;
let other: Awaited<ReturnType<typeof acceptedOrder>>;
let ownCompany: number;
let otherCompany: number;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  ownCompany = (await addInstaller(t.db)).id;
  otherCompany = (await addInstaller(t.db, { name: 'Ontharders Dewitte bv', companyNumber: '0202.239.951', email: 'info@dewitte.example' })).id;
  own = await acceptedOrder(t, staff, ownCompany, { firstName: 'Els', lastName: 'Peeters' });
  other = await acceptedOrder(t, staff, otherCompany, { firstName: 'Jan', lastName: 'Janssens' });
  fitter = await installerUser(t, staff, ownCompany, 'monteur.peeters');
});
afterAll(async () => {
  await t.close();
});

const trpcInput = (input: unknown) => `input=${encodeURIComponent(JSON.stringify(input))}`;

/** A body every installer step accepts, so that only the order's company decides the answer. */
const validBody = () => ({
  slots: [
    { start: brusselsMoment(5, 9), end: brusselsMoment(5, 11) },
    { start: brusselsMoment(6, 13), end: brusselsMoment(6, 15) },
  ],
  hardnessFH: 20,
  suitable: true,
  plannedOn: '2027-01-05',
  installedOn: '2026-11-20',
  serialNumber: 'SN-1',
  collectedOn: '2026-11-20',
  // Aftercare (issue 44).
  handedOver: true,
  message: 'Een antwoord aan het huishouden',
  to: 'resolved',
  servicedOn: '2026-11-20',
  deliveredOn: '2026-11-20',
});

describe('an installer user', () => {
  it('lists only its company’s orders, with what it needs at the door', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/installer/orders', headers: fitter });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().orders.map((order: { id: number }) => order.id);
    expect(ids).toContain(own.orderId);
    expect(ids).not.toContain(other.orderId);
    expect(res.json().orders[0]).toMatchObject({ name: 'Els Peeters', model: '18L', status: 'accepted', appointment: null, phone: expect.any(String), address: expect.any(String) });
  });

  it('gets 403 on every staff REST route and 404 on another company’s order, whatever the form', async () => {
    const routes = routeTable(t.app.printRoutes({ commonPrefix: false })).filter(([path]) => roleOfPath(path));
    let staffRoutes = 0;
    let installerRoutes = 0;
    for (const [path, methods] of routes) {
      for (const method of methods) {
        if (method === 'HEAD') continue;
        const role = roleOfPath(path);
        const url = path.replace(':id', String(role === 'installer' ? other.orderId : own.leadId));
        const res = await t.app.inject({ method: method as 'GET', url, headers: fitter, ...(method === 'GET' ? {} : { payload: validBody() }) });
        if (role === 'staff') {
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json().message).toBe(AUTH_ERRORS.forbidden);
          staffRoutes++;
        } else {
          // Its own lists answer; another company's order is not there (a valid body: the order is looked up).
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(path.includes(':id') ? 404 : 200);
          installerRoutes++;
        }
      }
    }
    expect(staffRoutes).toBeGreaterThan(30);
    expect(installerRoutes).toBeGreaterThanOrEqual(8);
    // The lead list's exports too.
    for (const url of ['/api/admin/leads/export.csv', '/api/admin/leads/export.xlsx', '/api/admin/leads']) {
      expect((await t.app.inject({ method: 'GET', url, headers: fitter })).statusCode, url).toBe(403);
    }
  });

  it('gets 403 on every staff tRPC procedure and 404 on another company’s order through its own', async () => {
    let walked = 0;
    for (const { path, type } of procedures()) {
      // The sign-in is open to all, the sign-out to any signed-in caller (its own session: tried below).
      const staffOnly = path.startsWith('admin.') && path !== 'admin.login' && path !== 'admin.logout';
      const installerOnly = path.startsWith('installer.');
      if (!staffOnly && !installerOnly) continue;
      const input = { id: other.orderId, ...validBody() };
      const res =
        type === 'query'
          ? await t.app.inject({ method: 'GET', url: `/trpc/${path}?${trpcInput(input)}`, headers: fitter })
          : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: fitter, payload: input });
      if (staffOnly) expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
      else if (['installer.me', 'installer.orders', 'installer.deadlines', 'installer.aftercare.support', 'installer.aftercare.services', 'installer.aftercare.salt'].includes(path)) expect(res.statusCode, path).toBe(200);
      else expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
      walked++;
    }
    expect(walked).toBeGreaterThan(30);
    // Batched: every call of the batch answers for itself.
    const batch = await t.app.inject({ method: 'GET', url: `/trpc/installer.order,admin.leads.get?batch=1&${trpcInput({ 0: { id: other.orderId }, 1: { id: own.leadId } })}`, headers: fitter });
    const codes = batch.json().map((answer: { error?: { data: { httpStatus: number } } }) => answer.error?.data.httpStatus);
    expect(codes).toEqual([404, 403]);
  });

  it('reaches its own order, and each read of a household is audited', async () => {
    const before = await auditCount();
    const res = await t.app.inject({ method: 'GET', url: `/api/installer/orders/${own.orderId}`, headers: fitter });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: own.orderId, name: 'Els Peeters', acceptedText: expect.stringContaining('18L') });
    const rows = await t.db.orm.em.fork().execute<Array<{ action: string; actor: string; lead_id: number | null }>>(
      `select "action", "actor", "lead_id" from "audit_log" where "action" like 'installer.%' order by "id" desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ action: 'installer.order_read', actor: 'monteur.peeters', lead_id: own.leadId });
    expect(await auditCount()).toBe(before + 1);
    // An encoded or odd form of another company's order is no way in either.
    for (const url of [`/api/installer/orders/${other.orderId}`, `/api/installer/orders/%3${String(other.orderId).slice(0, 0)}${other.orderId}`, `/api/installer/orders/${other.orderId}.0`, `/api/installer/orders/0${other.orderId}`]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: fitter });
      expect([400, 404], `${url}: ${answer.body}`).toContain(answer.statusCode);
      expect(answer.body).not.toContain('Janssens');
    }
  });

  it('is refused (401) without a session, and staff are refused (403) on the installer’s paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/orders' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/installer/orders', headers: staff });
    expect(res.statusCode).toBe(403);
  });
});

describe('staff', () => {
  it('move an order to another company, which then sees it (and the first no longer)', async () => {
    const extra = await acceptedOrder(t, staff, ownCompany, { firstName: 'Mia' });
    const moved = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${extra.orderId}/installer`, headers: staff, payload: { installerId: otherCompany } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/installer/orders/${extra.orderId}`, headers: fitter })).statusCode).toBe(404);
    const back = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${extra.orderId}/installer`, headers: staff, payload: { installerId: ownCompany } });
    expect(back.json()).toEqual({ id: extra.orderId, installerId: ownCompany });
    expect((await t.app.inject({ method: 'GET', url: `/api/installer/orders/${extra.orderId}`, headers: fitter })).statusCode).toBe(200);
  });

  it('cannot give an installer user a taken name, and the new user is no staff', async () => {
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/installers/${ownCompany}/users`, headers: staff, payload: { username: 'monteur.peeters', password: 'nog-een-lang-wachtwoord' } });
    expect(again.statusCode).toBe(409);
    const short = await t.app.inject({ method: 'POST', url: `/api/admin/installers/${ownCompany}/users`, headers: staff, payload: { username: 'kort', password: 'kort' } });
    expect(short.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: fitter })).statusCode).toBe(403);
  });
});

async function auditCount(): Promise<number> {
  const [row] = await t.db.orm.em.fork().execute<Array<{ n: string }>>(`select count(*) as n from "audit_log"`);
  return Number(row?.n);
}
