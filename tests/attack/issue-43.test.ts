/**
 * The findings of issue 43, replayed over raw HTTP against the production build with the default
 * limits; each test fails if its finding comes back (each failed on the code before the issue):
 * dates the seller could bend, accounts nobody could end, weak and look-alike credentials, the view's
 * language and decimals, moves that mailed nobody, and the household's message carrying links.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMessage } from '../helpers/smtp.ts';
import { brusselsMoment } from '../helpers/visits.ts';
import { freshAddress, request, signup, staffLogin, startTarget, type Target } from './target.ts';

let target: Target;
let staff: Record<string, string>;
let companyA: number;
let companyB: number;
const PASSWORD = 'vier losse woorden op een ladder';

const json = (answer: { body: string }) => JSON.parse(answer.body) as Record<string, unknown> & { message?: string; code?: string };
const call = (method: string, requestPath: string, body?: unknown, headers: Record<string, string> = staff) =>
  request(target, method, requestPath, { from: freshAddress(), headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const day = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(Date.now() + days * 86_400_000));

/** The mails written so far (no SMTP: files in outbox/), parsed. */
function mails() {
  const outbox = path.join(target.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMessage(readFileSync(path.join(outbox, name), 'utf8')));
}
const mailsTo = (address: string) => mails().filter((mail) => (mail.headers.to ?? '').includes(address));

async function until<T>(value: () => T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const current = value();
    if (done(current)) return current;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out with ${JSON.stringify(current).slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function company(name: string, email: string): Promise<number> {
  const answer = await call('POST', '/api/admin/installers', { name, companyNumber: name.includes('Namur') ? '0202.239.951' : '0123.456.749', address: 'Industrieweg 14, 9000 Gent', phone: '014 12 34 56', email, provinces: ['BE-VOV'] });
  expect(answer.status, answer.body).toBe(201);
  return json(answer).id as number;
}

/** A household that accepted a proposal of `installerId` a moment ago: its lead, order and link token. */
async function acceptedOrder(installerId: number, overrides: Record<string, unknown> = {}) {
  const fields = signup(overrides);
  const signed = await call('POST', '/api/leads', fields, {});
  expect(signed.status, signed.body).toBe(201);
  const leadId = json(signed).id as number;
  const sent = await call('POST', `/api/admin/leads/${leadId}/proposals`, { model: '18L', priceEuro: 1890, validUntil: day(20), installationFrom: day(30), installationTo: day(44), installerId });
  expect(sent.status, sent.body).toBe(201);
  const mail = await until(() => mailsTo(fields.email).find((m) => /#[A-Za-z0-9_-]{43}/.test(m.text)), Boolean);
  const token = /#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
  const accepted = await call('POST', '/api/household-page/proposals/accept', { token, proposalId: json(sent).id, confirm: true }, {});
  expect(accepted.status, accepted.body).toBe(200);
  const orderId = (json(await call('GET', `/api/admin/leads/${leadId}`)).order as { id: number }).id;
  return { leadId, orderId, token, email: fields.email };
}

/** A user of company `installerId` created by staff, signed in: its bearer header. */
async function installerUser(installerId: number, username: string, language: 'nl' | 'fr' = 'nl') {
  const created = await call('POST', `/api/admin/installers/${installerId}/users`, { username, password: PASSWORD, language });
  expect(created.status, created.body).toBe(201);
  const login = await call('POST', '/api/admin/login', { username, password: PASSWORD }, {});
  expect(login.status, login.body).toBe(200);
  return { id: json(created).id as number, auth: { Authorization: `Bearer ${json(login).token as string}` } };
}

beforeAll(async () => {
  target = await startTarget();
  staff = { Authorization: `Bearer ${json(await staffLogin(target, freshAddress())).token as string}` };
  companyA = await company('Waterwerken Peeters bv', 'verkoop@peeters.example');
  companyB = await company('Aqua Service Namur srl', 'vente@aqua-namur.example');
}, 120_000);
afterAll(async () => {
  await target?.close();
});

describe('dates the seller could bend', () => {
  it('refuses an installation, a visit or a plan outside the order’s life with a 400 naming the days allowed', async () => {
    const { orderId, leadId } = await acceptedOrder(companyA);
    const { auth } = await installerUser(companyA, 'monteur.datums');
    const installed = await call('POST', `/api/installer/orders/${orderId}/installation`, { installedOn: '2000-01-01', serialNumber: 'SN-1' }, auth);
    expect(installed.status, installed.body).toBe(400);
    expect(json(installed).code).toBe('DATE_OUT_OF_RANGE');
    expect(json(installed).message).toMatch(/^Geïnstalleerd op: kies een dag van .* tot en met vandaag\.$/);
    expect((await call('POST', `/api/installer/orders/${orderId}/visit`, { hardnessFH: 20, suitable: true, visitedOn: '2001-01-01' }, auth)).status).toBe(400);
    expect((await call('POST', `/api/installer/orders/${orderId}/visit`, { hardnessFH: 20, suitable: true }, auth)).status).toBe(200);
    for (const plannedOn of ['1999-01-01', '9999-12-31', day(-1)]) {
      expect((await call('POST', `/api/installer/orders/${orderId}/installation-plan`, { plannedOn }, auth)).status, plannedOn).toBe(400);
    }
    expect((await call('POST', `/api/installer/orders/${orderId}/installation-plan`, { plannedOn: day(7) }, auth)).status).toBe(200);
    expect((await call('POST', `/api/installer/orders/${orderId}/installation`, { installedOn: day(0), serialNumber: 'SN-1' }, auth)).status).toBe(200);
    // The household's rights run from a real day: it can still withdraw.
    expect((json(await call('GET', `/api/admin/leads/${leadId}`)).order as { withdrawalEndsOn: string }).withdrawalEndsOn >= day(14)).toBe(true);
  });

  it('answers an impossible date with a Dutch (or French) 400, never a library’s error', async () => {
    const { orderId } = await acceptedOrder(companyA);
    const { auth } = await installerUser(companyA, 'monteur.onmogelijk');
    for (const start of ['2026-02-30T09:00:00+01:00', '2027-13-01T09:00:00+01:00', '2027-01-01T25:00:00+01:00', 'morgen']) {
      const answer = await call('POST', `/api/installer/orders/${orderId}/slots`, { slots: [{ start, end: start }, { start: brusselsMoment(3, 9), end: brusselsMoment(3, 11) }] }, auth);
      expect(answer.status, start).toBe(400);
      expect(answer.body).not.toMatch(/getTime|is not a function|Invalid/);
      expect(answer.body).toMatch(/Begin: /);
    }
    // Slots may not overlap or repeat.
    const twice = await call('POST', `/api/installer/orders/${orderId}/slots`, { slots: [{ start: brusselsMoment(3, 9), end: brusselsMoment(3, 11) }, { start: brusselsMoment(3, 10), end: brusselsMoment(3, 12) }] }, auth);
    expect(twice.status).toBe(400);
    expect(twice.body).toMatch(/overlap/);
  });
});

describe('accounts nobody could end', () => {
  it('an installer’s own sign-out ends its session: 204, then 401', async () => {
    const { auth } = await installerUser(companyA, 'monteur.uitlog');
    expect((await call('POST', '/api/admin/logout', undefined, auth)).status).toBe(204);
    expect((await call('GET', '/api/installer/orders', undefined, auth)).status).toBe(401);
  });

  it('a user or a company staff disable is refused at once: its token 401, its sign-in refused', async () => {
    const user = await installerUser(companyA, 'monteur.uit');
    const disabled = await call('PATCH', `/api/admin/installer-users/${user.id}`, { active: false });
    expect(disabled.status, disabled.body).toBe(200);
    expect((await call('GET', '/api/installer/orders', undefined, user.auth)).status).toBe(401);
    const again = await call('POST', '/api/admin/login', { username: 'monteur.uit', password: PASSWORD }, {});
    expect(again.status).toBe(401);
    expect(json(again).code).toBe('ACCOUNT_DISABLED');
    // Its company switched off: its other users too.
    const other = await installerUser(companyB, 'monteur.namur.uit');
    expect((await call('PATCH', `/api/admin/installers/${companyB}`, { active: false })).status).toBe(200);
    expect((await call('GET', '/api/installer/orders', undefined, other.auth)).status).toBe(401);
    expect((await call('POST', '/api/admin/login', { username: 'monteur.namur.uit', password: PASSWORD }, {})).status).toBe(401);
    expect((await call('PATCH', `/api/admin/installers/${companyB}`, { active: true })).status).toBe(200);
    expect((await call('POST', '/api/admin/login', { username: 'monteur.namur.uit', password: PASSWORD }, {})).status).toBe(200);
    // Removed: gone with its sessions.
    expect((await call('DELETE', `/api/admin/installer-users/${other.id}`)).status).toBe(204);
    expect((await call('GET', '/api/installer/orders', undefined, other.auth)).status).toBe(401);
  });

  it('refuses weak passwords and names that look like another’s', async () => {
    for (const password of ['123456789012', 'aaaaaaaaaaaa', 'monteur.zwak2026', 'wachtwoord1234']) {
      const answer = await call('POST', `/api/admin/installers/${companyA}/users`, { username: 'monteur.zwak', password });
      expect(answer.status, password).toBe(400);
    }
    await installerUser(companyA, 'peter');
    for (const username of ['pe\u200bter', 'p\u0435ter', 'peter\u202e', 'pe\u00adter', 'pe ter']) {
      const answer = await call('POST', `/api/admin/installers/${companyA}/users`, { username, password: PASSWORD });
      expect(answer.status, JSON.stringify(username)).toBe(400);
    }
    // Full-width and capitals are the same name: taken.
    expect((await call('POST', `/api/admin/installers/${companyA}/users`, { username: 'ＰＥＴＥＲ', password: PASSWORD })).status).toBe(409);
  });
});

describe('the view: its language, decimals, what is left to collect, links that open', () => {
  it('answers a French user in French, takes 32.5 °fH in one spelling, mails its company in French with a link to its view', async () => {
    const { auth } = await installerUser(companyB, 'monteur.namur', 'fr');
    const { orderId } = await acceptedOrder(companyB, { postalCode: '9000' });
    expect(json(await call('GET', '/api/installer/me', undefined, auth))).toMatchObject({ language: 'fr' });
    expect(json(await call('GET', '/api/installer/orders/999999', undefined, auth)).message).toMatch(/commande/i);
    const refused = await call('POST', `/api/installer/orders/${orderId}/visit`, { hardnessFH: 'dur', suitable: true }, auth);
    expect(refused.body).toMatch(/Dureté/);
    const trailingZero = await request(target, 'POST', '/trpc/installer.recordVisit', { from: freshAddress(), headers: auth, body: `{"id":${orderId},"hardnessFH":32.50,"suitable":true}` });
    expect(trailingZero.status).toBe(400);
    const visit = await request(target, 'POST', '/trpc/installer.recordVisit', { from: freshAddress(), headers: auth, body: `{"id":${orderId},"hardnessFH":32.5,"suitable":true}` });
    expect(visit.status, visit.body).toBe(200);
    expect(json(await call('GET', `/api/installer/orders/${orderId}`, undefined, auth))).toMatchObject({ hardnessFH: 32.5 });
    const notices = await until(() => mailsTo('vente@aqua-namur.example').filter((mail) => mail.text.includes(`order=${orderId}`)), (list) => list.length > 0);
    for (const notice of notices) {
      expect(notice.subject).toMatch(/^Commande \d+/);
      expect(notice.text).not.toMatch(/Bestelling|Huishouden|besteld/);
      expect(notice.text).toMatch(/https?:\/\/\S+\/admin\/installateur\?order=\d+/);
    }
  });

  it('keeps a withdrawn softener in the list until its collection is recorded', async () => {
    const { orderId, token } = await acceptedOrder(companyA);
    const { auth } = await installerUser(companyA, 'monteur.ophalen');
    expect((await call('POST', `/api/admin/orders/${orderId}/installation`, { installedOn: day(0) })).status).toBe(200);
    expect((await call('POST', '/api/household-page/proposals/withdraw', { token, orderId, confirm: true }, {})).status).toBe(200);
    const listed = () => call('GET', '/api/installer/orders', undefined, auth).then((answer) => (json(answer).orders as Array<{ id: number; status: string }>).find((order) => order.id === orderId));
    expect(await listed()).toMatchObject({ status: 'withdrawn', collectedOn: null });
    expect((await call('POST', `/api/installer/orders/${orderId}/collection`, { collectedOn: day(0) }, auth)).status).toBe(200);
    expect(await listed()).toBeUndefined();
  });
});

describe('moves and messages', () => {
  it('moving an order with a booked visit cancels it for the old company, invites the new one and updates the household (one organiser, SEQUENCE raised)', async () => {
    const { orderId, token, email } = await acceptedOrder(companyA);
    const { auth } = await installerUser(companyA, 'monteur.verhuis');
    const offered = await call('POST', `/api/installer/orders/${orderId}/slots`, { slots: [{ start: brusselsMoment(4, 9), end: brusselsMoment(4, 11) }, { start: brusselsMoment(5, 9), end: brusselsMoment(5, 11) }] }, auth);
    expect(offered.status, offered.body).toBe(201);
    const slotId = (json(offered).slots as Array<{ id: number }>)[0]?.id;
    expect((await call('POST', '/api/household-page/appointment', { token, slotId }, {})).status).toBe(200);
    const booked = await until(() => mailsTo(email).filter((mail) => mail.calendar), (list) => list.length === 1);
    const moved = await call('POST', `/api/admin/orders/${orderId}/installer`, { installerId: companyB });
    expect(moved.status, moved.body).toBe(200);
    const event = (raw: string) => {
      const calendar = new ICAL.Component(ICAL.parse(raw));
      const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
      return { method: calendar.getFirstPropertyValue('method'), uid: vevent.getFirstPropertyValue('uid'), sequence: vevent.getFirstPropertyValue('sequence'), organizer: vevent.getFirstPropertyValue('organizer') };
    };
    const first = event(booked[0]?.calendar ?? '');
    const update = await until(() => mailsTo(email).filter((mail) => mail.calendar), (list) => list.length === 2);
    expect(event(update[1]?.calendar ?? '')).toEqual({ ...first, method: 'REQUEST', sequence: Number(first.sequence) + 1 });
    const cancel = await until(() => mailsTo('verkoop@peeters.example').filter((mail) => mail.calendar && event(mail.calendar).method === 'CANCEL'), (list) => list.length === 1);
    expect(event(cancel[0]?.calendar ?? '')).toMatchObject({ uid: first.uid, organizer: first.organizer });
    const invitation = await until(() => mailsTo('vente@aqua-namur.example').filter((mail) => mail.calendar && event(mail.calendar).uid === first.uid), (list) => list.length === 1);
    expect(event(invitation[0]?.calendar ?? '')).toMatchObject({ method: 'REQUEST', organizer: first.organizer });
  });

  it('refuses links in the household’s “other times” like the signup, and mails the installer at most three a day', async () => {
    const { token, orderId } = await acceptedOrder(companyA);
    const asked = () => mailsTo('verkoop@peeters.example').filter((mail) => mail.subject.startsWith(`Bestelling ${orderId}: Andere momenten`)).length;
    for (const message of ['Bel me: https://evil.example/login', 'zie evil.example/login', 'mail me op a@b.be', '<b>maandag</b>']) {
      const answer = await call('POST', '/api/household-page/appointment/other-times', { token, message }, {});
      expect(answer.status, message).toBe(400);
    }
    const french = await call('POST', '/api/household-page/appointment/other-times', { token, message: 'www.evil.example', language: 'fr' }, {});
    expect(json(french).message).not.toMatch(/Ongeldige/);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('POST', '/api/household-page/appointment/other-times', { token, message: `Liever dinsdag ${i}` }, {})).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(asked()).toBe(3);
  });

  it('refuses a serial number or an address with bidi controls or line separators', async () => {
    const { orderId } = await acceptedOrder(companyA);
    const { auth } = await installerUser(companyA, 'monteur.serie');
    for (const serialNumber of ['SN\u202e1-NS', 'SN-1\u2028SN-2', 'SN\u200b-1']) {
      expect((await call('POST', `/api/installer/orders/${orderId}/installation`, { installedOn: day(0), serialNumber }, auth)).status, JSON.stringify(serialNumber)).toBe(400);
    }
    expect((await call('PATCH', `/api/admin/installers/${companyA}`, { address: 'Industrieweg 14\u202e, 9000 Gent' })).status).toBe(400);
  });
});
