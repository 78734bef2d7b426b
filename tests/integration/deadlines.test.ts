/**
 * Service levels after acceptance (issue 34 item 4) on a real database: first contact within 8 Belgian
 * working days, installation within 6 weeks; the late list per installer (staff) and of one company (its
 * users); the daily mail to staff lists each breach once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/orders/dates.ts';
import { addWorkingDays } from '../../src/orders/working-days.ts';
import { deadlineList, mailNewBreaches } from '../../server/services/visits/deadlines.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, installerUser } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
const levels = { contactDays: 8, installWeeks: 6 };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

const acceptedAt = (orderId: number, iso: string) => t.db.orm.em.fork().execute(`update "orders" set "accepted_at" = ? where "id" = ?`, [new Date(iso), orderId]);

describe('deadlines', () => {
  it('counts 8 working days across Christmas and New Year, and lists late and soon per installer', async () => {
    const first = await addInstaller(t.db, { name: 'Kalkvrij bv', companyNumber: '0403.170.701', email: 'a@kalkvrij.example' });
    const second = await addInstaller(t.db, { name: 'Zacht Water nv', companyNumber: '0417.497.106', email: 'b@zacht.example' });
    const christmas = await acceptedOrder(t, staff, first.id);
    const old = await acceptedOrder(t, staff, second.id);
    const fresh = await acceptedOrder(t, staff, second.id);
    await acceptedAt(christmas.orderId, '2026-12-23T10:00:00+01:00');
    await acceptedAt(old.orderId, '2026-11-01T10:00:00+01:00');
    await acceptedAt(fresh.orderId, '2027-01-05T10:00:00+01:00');

    // 5 January 2027: the Christmas order's contact is due 6 January (24, 28–31 December, 4, 5, 6 January): soon, not late.
    const onFifth = await deadlineList(t.db.orm.em.fork(), levels, null, new Date('2027-01-05T12:00:00+01:00'));
    const of = (orderId: number) => onFifth.deadlines.filter((d) => d.orderId === orderId).map(({ kind, dueOn, late }) => ({ kind, dueOn, late }));
    expect(of(christmas.orderId)).toEqual([{ kind: 'contact', dueOn: '2027-01-06', late: false }]);
    // Accepted 1 November (a Sunday, All Saints): contact due 12 November (11 November is a holiday), installation by 13 December.
    expect(of(old.orderId)).toEqual([
      { kind: 'contact', dueOn: '2026-11-12', late: true },
      { kind: 'installation', dueOn: '2026-12-13', late: true },
    ]);
    expect(of(fresh.orderId)).toEqual([]);

    // An installer's user sees its own only, over REST (today: the November order is late).
    const fitter = await installerUser(t, staff, second.id, 'zacht.monteur');
    const own = await t.app.inject({ method: 'GET', url: '/api/installer/deadlines', headers: fitter });
    expect(own.statusCode).toBe(200);
    expect(new Set(own.json().deadlines.map((d: { installerId: number }) => d.installerId))).toEqual(new Set([second.id]));
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/deadlines', headers: staff });
    expect(all.json().deadlines.map((d: { orderId: number }) => d.orderId)).toContain(old.orderId);
  });

  it('mails staff each new breach once a day, and not again', async () => {
    const installer = await addInstaller(t.db, { name: 'Traag bv', companyNumber: '0431.852.301', email: 'c@traag.example' });
    const late = await acceptedOrder(t, staff, installer.id);
    await acceptedAt(late.orderId, '2026-01-05T10:00:00+01:00');
    const em = t.db.orm.em.fork();
    const first = await mailNewBreaches(em, levels, 'verkoop@example.be', new Date('2026-11-27T08:00:00+01:00'));
    expect(first.breaches).toBeGreaterThanOrEqual(2);
    const [digest] = await t.db.orm.em.fork().execute<Array<{ subject: string; text: string; lead_id: number | null }>>(
      `select "subject", "text", "lead_id" from "mail_outbox" where "kind" = 'breach-digest' order by "id" desc limit 1`,
    );
    expect(digest?.lead_id).toBeNull();
    expect(digest?.text).toContain(`Bestelling ${late.orderId} (`);
    expect(digest?.text).toMatch(/eerste contact uiterlijk 2026-01-15/);
    expect((await mailNewBreaches(t.db.orm.em.fork(), levels, 'verkoop@example.be', new Date('2026-11-28T08:00:00+01:00'))).breaches).toBe(0);
  });

  it('selects and counts in the database exactly what each order\'s own deadlines give, day after day across the holidays', async () => {
    const installer = await addInstaller(t.db, { name: 'Nauwkeurig bv', companyNumber: '0453.834.195', email: 'd@nauwkeurig.example' });
    // Accepted at noon on ten days from 20 November 2026 to 4 January 2027; every third one already contacted.
    const orders: Array<{ orderId: number; acceptedOn: string; contacted: boolean }> = [];
    for (let i = 0; i < 10; i++) {
      const { orderId } = await acceptedOrder(t, staff, installer.id);
      const acceptedOn = addDays('2026-11-20', i * 5);
      await acceptedAt(orderId, `${acceptedOn}T12:00:00+01:00`);
      const contacted = i % 3 === 0;
      if (contacted) await t.db.orm.em.fork().execute(`update "orders" set "first_contact_at" = now() where "id" = ?`, [orderId]);
      orders.push({ orderId, acceptedOn, contacted });
    }
    const installerId = installer.id;

    for (let day = '2026-11-25'; day <= '2027-02-20'; day = addDays(day, 3)) {
      const soon = addWorkingDays(day, 2);
      const expected = orders
        .flatMap(({ orderId, acceptedOn, contacted }) => [
          ...(contacted ? [] : [{ orderId, kind: 'contact', dueOn: addWorkingDays(acceptedOn, 8) }]),
          { orderId, kind: 'installation', dueOn: addDays(acceptedOn, 42) },
        ])
        .filter((deadline) => deadline.dueOn <= soon)
        .map((deadline) => ({ ...deadline, late: deadline.dueOn < day }));
      const list = await deadlineList(t.db.orm.em.fork(), levels, installerId, new Date(`${day}T09:00:00+01:00`));
      const got = list.deadlines.map(({ orderId, kind, dueOn, late }) => ({ orderId, kind, dueOn, late }));
      expect(got, day).toEqual(expect.arrayContaining(expected));
      expect(got, day).toHaveLength(expected.length);
      expect(got.map((d) => d.dueOn), day).toEqual(got.map((d) => d.dueOn).sort());
      const late = expected.filter((d) => d.late).length;
      expect(list.perInstaller, day).toEqual(expected.length === 0 ? [] : [{ installerId, installerName: 'Nauwkeurig bv', late, soon: expected.length - late }]);
      expect(list.total, day).toBe(expected.length);
    }
  });
});
