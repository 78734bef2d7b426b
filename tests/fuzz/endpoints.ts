/**
 * Property-based tests of hostile input on the HTTP endpoints, shared by the Vitest suite (a few
 * hundred cases per endpoint, fixed seed) and `npm run fuzz` (thousands). Each property sends one
 * generated request to the real app on a real database and checks what a client observes:
 *
 * - never a 5xx; every 4xx a JSON body with a clear message (tRPC: its error shape);
 * - the answer the shared schema predicts: a 2xx exactly when the input is valid, with the record it
 *   describes, and a 4xx otherwise with nothing written;
 *
 * and `auditDatabase` checks afterwards, without the app's code, that every stored row is valid.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LoginAttempt } from '../../database/entities/index.ts';
import { ACCENTED, UNACCENTED } from '../../database/lead-search.ts';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { AUTH_ERRORS } from '../../src/admin/messages.ts';
import { leadFilter, leadListQuery, loginInput, noteInput, statusChangeInput } from '../../src/admin/schema.ts';
import { LEAD_LIMITS } from '../../src/leads/limits.ts';
import { leadPayloadSchema } from '../../src/leads/schema.ts';
import { SOFTENER_TYPES } from '../../src/leads/softeners.ts';
import { LEAD_STATUSES } from '../../src/leads/status.ts';
import { isMultiLineText, isSingleLineText } from '../../src/text.ts';
import { appRouter } from '../../server/trpc/router.ts';
import { ADMIN, ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  anyJson,
  hostileString,
  hostileValue,
  type IdSegment,
  idSegment,
  jsonBodies,
  LEAD_KEYS,
  listQuery,
  mutatedObject,
  plausibleLead,
  type RawBody,
} from './arbitraries.ts';

/** The app under fuzzing: limits that count requests per address are off (every case comes from one). */
export interface FuzzApp {
  t: TestApp;
  token: string;
  /** Leads written before the run (no mails): the audit does not expect an outbox for them. */
  fixtureIds: Set<number>;
  /** Answers per endpoint and status. */
  tally: Map<string, Map<number, number>>;
  close(): Promise<void>;
}

export async function openFuzzApp(): Promise<FuzzApp> {
  const t = await createTestApp({ ...ADMIN_ENV, LEADS_RATE_LIMIT: 'off', LEADS_NOTIFY_EMAIL: 'verkoop@example.be' });
  const fixtures = await insertLeads(
    t.db,
    Array.from({ length: 30 }, (_, i) => ({
      firstName: ['Jan', 'An', 'Mélanie', 'Pieter'][i % 4],
      lastName: ['Peeters', 'Janssens', 'Gölçük', 'De Smet'][i % 4],
      email: `fixture.${i}@example.be`,
      city: ['Gent', 'Herentals', 'Leuven'][i % 3],
      status: LEAD_STATUSES[i % LEAD_STATUSES.length],
    })),
  );
  const token = await loginToken(t.app);
  return {
    t,
    token,
    fixtureIds: new Set(fixtures.map((lead) => lead.id)),
    tally: new Map(),
    close: () => t.close(),
  };
}

// -- Answers -------------------------------------------------------------------------------------

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): unknown;
}

class ServerError extends Error {
  override name = 'ServerError';
}

function count(app: FuzzApp, endpoint: string, status: number) {
  const statuses = app.tally.get(endpoint) ?? new Map<number, number>();
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  app.tally.set(endpoint, statuses);
}

/** Never a 5xx; a 4xx of the REST API is JSON with a non-empty message. */
function checkRestAnswer(app: FuzzApp, endpoint: string, res: Answer): void {
  count(app, endpoint, res.statusCode);
  if (res.statusCode >= 500) throw new ServerError(`${endpoint} answered ${res.statusCode}: ${res.body}`);
  if (res.statusCode >= 400) {
    assert.match(String(res.headers['content-type']), /^application\/json/, `${endpoint} ${res.statusCode} is not JSON`);
    const message = (res.json() as { message?: unknown }).message;
    assert.ok(typeof message === 'string' && message.trim().length > 0, `${endpoint} ${res.statusCode} without a message: ${res.body}`);
  }
}

const isJsonType = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** What Fastify's JSON parser makes of a body (it drops a byte-order mark, refuses prototype keys). */
function parseLikeServer(payload: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value: unknown = JSON.parse(payload.charCodeAt(0) === 0xfeff ? payload.slice(1) : payload);
    return hasPrototypeKeys(value) ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}

function hasPrototypeKeys(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    if (key === '__proto__') return true;
    if (key === 'constructor' && typeof inner === 'object' && inner !== null && 'prototype' in inner) return true;
    if (hasPrototypeKeys(inner)) return true;
  }
  return false;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Percent-encodes every byte, so that any string (even one a browser would refuse) makes a path segment. */
function pathSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** The string the server decodes from `pathSegment(value)`: UTF-8 turns an unpaired surrogate into U+FFFD. */
const asServerReadsIt = (value: string) => Buffer.from(value, 'utf8').toString('utf8');

async function leadIds(app: FuzzApp): Promise<number[]> {
  const rows = await app.t.db.orm.em.fork().execute<Array<{ id: number }>>(`select id from leads order by id`);
  return rows.map((row) => row.id);
}

async function resolveId(app: FuzzApp, segment: IdSegment): Promise<string> {
  if (typeof segment === 'string') return segment;
  const ids = await leadIds(app);
  return String(ids.length > 0 ? ids[segment.existing % ids.length] : segment.existing + 1);
}

/** Sends a generated body (staff's token on /api/admin/ paths) and checks the answer's form. */
async function sendBody(app: FuzzApp, method: 'POST' | 'PATCH', url: string, body: RawBody, route = url): Promise<Answer> {
  const res = await app.t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: {
      ...(url.startsWith('/api/admin/leads') ? bearer(app.token) : {}),
      ...(body.contentType ? { 'content-type': body.contentType } : {}),
    },
  });
  checkRestAnswer(app, `${method} ${route}`, res);
  return res;
}

const BODY_LIMIT = 16 * 1024;

/** The status a JSON endpoint gives before its procedure runs, or undefined when the body reaches it. */
function transportStatus(body: RawBody, jsonOnly: boolean): number | undefined {
  if (jsonOnly && !isJsonType(body.contentType)) return 415;
  if (Buffer.byteLength(body.payload, 'utf8') > BODY_LIMIT) return 413;
  return undefined;
}

// -- The properties --------------------------------------------------------------------------------

const leadBodies = jsonBodies(
  fc.oneof(
    { weight: 4, arbitrary: mutatedObject(plausibleLead, LEAD_KEYS) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...LEAD_KEYS), hostileValue) },
  ),
);

/** `POST /api/leads`: 201 with a stored lead exactly when the payload is valid; else 4xx, nothing stored. */
function leadSubmitProperty(app: FuzzApp) {
  return fc.asyncProperty(leadBodies, async (body) => {
    const em = app.t.db.orm.em.fork();
    const before = await leadIds(app);
    const res = await sendBody(app, 'POST', '/api/leads', body);
    const after = await leadIds(app);

    const early = transportStatus(body, true);
    const parsed = early === undefined ? parseLikeServer(body.payload) : { ok: false as const };
    const valid = parsed.ok ? leadPayloadSchema.safeParse(parsed.value) : undefined;
    if (early !== undefined) {
      assert.equal(res.statusCode, early);
    } else if (!valid?.success) {
      // A body that is not JSON is malformed (400) or, empty, also 400.
      assert.equal(res.statusCode, 400, `expected 400 for ${body.payload.slice(0, 200)}: ${res.body}`);
      if (parsed.ok) assert.ok(Object.keys(fieldsOf(fieldsOf(res.json()).errors)).length > 0, 'a 400 names the fields');
    } else {
      assert.equal(res.statusCode, 201, `expected 201 for ${body.payload.slice(0, 300)}: ${res.body}`);
      const receipt = res.json() as { id: number; createdAt: string };
      // The round it joined (issue 35): null outside any round.
      assert.deepEqual(Object.keys(receipt).sort(), ['createdAt', 'id', 'round']);
      if (valid.data.website) {
        assert.deepEqual(after, before, 'a filled honeypot stores nothing');
        return;
      }
      const [row] = await em.execute<Array<Record<string, unknown>>>(`select * from leads where id = ?`, [receipt.id]);
      assert.ok(row, `lead ${receipt.id} is stored`);
      const lead = valid.data;
      assert.deepEqual(
        [row.first_name, row.last_name, row.phone, row.email, row.street, row.house_number, row.postal_code, row.city, row.water_softener_type, row.has_wifi],
        [lead.firstName, lead.lastName, lead.phone, lead.email, lead.street, lead.houseNumber, lead.postalCode, lead.city, lead.waterSoftenerType, lead.hasWifi],
      );
      // A new lead, or the earlier one of a double submit.
      assert.equal(after.length, before.includes(receipt.id) ? before.length : before.length + 1);
      return;
    }
    assert.deepEqual(after, before, 'a refused signup stores nothing');
  });
}

const loginBodies = jsonBodies(
  mutatedObject(
    fc.record({
      username: fc.constantFrom(ADMIN.username, ` ${ADMIN.username.toUpperCase()} `, 'niemand'),
      password: fc.constantFrom(ADMIN.password, 'fout-wachtwoord'),
    }),
    ['username', 'password'],
  ),
);

/** `POST /api/admin/login`: a working token exactly for the right credentials; 401 for wrong ones. */
function loginProperty(app: FuzzApp) {
  return fc.asyncProperty(loginBodies, async (body) => {
    // The sign-in limit is tested on its own; here every attempt must reach the password check.
    await app.t.db.orm.em.fork().nativeDelete(LoginAttempt, {});
    const res = await sendBody(app, 'POST', '/api/admin/login', body);
    const early = transportStatus(body, false);
    const parsed = parseLikeServer(body.payload);
    const input = early === undefined && isJsonType(body.contentType) && parsed.ok ? loginInput.safeParse(fieldsOf(parsed.value)) : undefined;
    if (!input?.success) {
      assert.ok([400, 413, 415].includes(res.statusCode), `expected 400/413/415, got ${res.statusCode}: ${res.body}`);
      if (early) assert.equal(res.statusCode, early);
      return;
    }
    const right = input.data.username.toLowerCase() === ADMIN.username && input.data.password === ADMIN.password;
    if (!right) {
      assert.equal(res.statusCode, 401, res.body);
      assert.deepEqual(res.json(), { message: AUTH_ERRORS.invalidCredentials });
      return;
    }
    assert.equal(res.statusCode, 200, res.body);
    const { token } = res.json() as { token: string };
    const me = await app.t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    assert.deepEqual(me.json(), { username: ADMIN.username });
    const out = await app.t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    assert.equal(out.statusCode, 204);
  });
}

const statusBodies = jsonBodies(mutatedObject(fc.record({ status: fc.constantFrom(...LEAD_STATUSES) }), ['status']));

/**
 * Sends `body` to a path of one lead, as staff; gives the answer, the id as the server reads it, and the
 * body's fields when the body reaches the procedure (JSON, within the size limit).
 */
async function sendToLead(app: FuzzApp, method: 'PATCH' | 'POST', action: 'status' | 'notes', segment: IdSegment, body: RawBody) {
  const id = await resolveId(app, segment);
  const res = await sendBody(app, method, `/api/admin/leads/${pathSegment(id)}/${action}`, body, `/api/admin/leads/:id/${action}`);
  const parsed = parseLikeServer(body.payload);
  const reached = transportStatus(body, false) === undefined && isJsonType(body.contentType) && parsed.ok;
  return { res, id: asServerReadsIt(id), fields: reached && parsed.ok ? fieldsOf(parsed.value) : undefined };
}

/** `PATCH /api/admin/leads/:id/status`: the status stored exactly when id and status are valid. */
function statusChangeProperty(app: FuzzApp) {
  return fc.asyncProperty(idSegment, statusBodies, async (segment, body) => {
    const { res, id, fields } = await sendToLead(app, 'PATCH', 'status', segment, body);
    const input = fields && statusChangeInput.safeParse({ id, status: fields.status });
    if (!input?.success) {
      assert.ok([400, 404, 413, 415].includes(res.statusCode), `got ${res.statusCode}: ${res.body}`);
      return;
    }
    const [row] = await app.t.db.orm.em.fork().execute<Array<{ status: string }>>(`select status from leads where id = ?`, [input.data.id]);
    if (!row) {
      assert.equal(res.statusCode, 404, res.body);
      assert.equal((res.json() as { message: string }).message, AUTH_ERRORS.leadNotFound);
      return;
    }
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((res.json() as { status: string }).status, input.data.status);
    assert.equal(row.status, input.data.status);
  });
}

const LEAD_ROW_KEYS = ['city', 'confirmedAt', 'createdAt', 'email', 'firstName', 'id', 'language', 'lastName', 'phone', 'postalCode', 'roundId', 'status', 'waterSoftenerType'];

/** The accents folded away as PostgreSQL's translate() does it for the search. */
function unaccented(text: string): string {
  return [...text].map((c) => UNACCENTED[ACCENTED.indexOf(c)] ?? c).join('');
}

/** What Fastify's query-string parser gives for `search`: one value, or an array for a repeated key. */
function queryObject(search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const query: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    Object.defineProperty(query, key, { value: values.length === 1 ? values[0] : values, enumerable: true });
  }
  return query;
}

/** `GET /api/admin/leads?…`: 200 exactly for a valid query, with rows that match the filter and the page. */
function leadListProperty(app: FuzzApp) {
  return fc.asyncProperty(listQuery, async (pairs) => {
    const search = new URLSearchParams(pairs).toString();
    const res = await app.t.app.inject({ method: 'GET', url: `/api/admin/leads?${search}`, headers: bearer(app.token) });
    checkRestAnswer(app, 'GET /api/admin/leads', res);
    const fields = queryObject(search);
    // Without `page` and `pageSize`, the spec's array of every matching lead; with either, one page.
    const paged = 'page' in fields || 'pageSize' in fields;
    const input = (paged ? leadListQuery : leadFilter).safeParse(fields);
    if (!input.success) {
      assert.equal(res.statusCode, 400, `expected 400 for ?${search}: ${res.body}`);
      return;
    }
    assert.equal(res.statusCode, 200, `expected 200 for ?${search}: ${res.body}`);
    const rows = res.json() as Array<Record<string, string>>;
    const query = input.data;
    const total = Number(res.headers['x-total-count']);
    assert.ok(Number.isSafeInteger(total) && total >= rows.length);
    if (paged) {
      const { page, pageSize } = leadListQuery.parse(fields);
      assert.ok(rows.length <= pageSize);
      if (page === 1) assert.equal(rows.length, Math.min(total, pageSize));
    } else {
      assert.equal(rows.length, total);
    }
    for (const row of rows) {
      assert.deepEqual(Object.keys(row).sort(), LEAD_ROW_KEYS);
      if (query.status !== 'all') assert.equal(row.status, query.status);
      // PostgreSQL's lower() and JavaScript's agree on ASCII; other terms are only checked for no error.
      // Accents are folded away on both sides (database/lead-search.ts).
      if (/^[\x20-\x7e]*$/.test(query.search)) {
        const text = unaccented(
          [row.firstName, row.lastName, row.email, row.phone, row.phone?.replace(/\D/g, ''), row.postalCode, row.city].join(' '),
        ).toLowerCase();
        assert.ok(text.includes(query.search.toLowerCase()), `row ${row.id} does not contain ${JSON.stringify(query.search)}`);
      }
    }
    const times = rows.map((row) => Date.parse(String(row.createdAt)));
    const ordered = [...times].sort((a, b) => (query.sort === 'newest' ? b - a : a - b));
    assert.deepEqual(times, ordered, 'rows in the order asked');
  });
}

const noteBodies = jsonBodies(mutatedObject(fc.record({ body: fc.oneof(fc.constantFrom('Gebeld, terugbellen', 'Offerte\nverstuurd'), hostileString) }), ['body']));

/** `POST /api/admin/leads/:id/notes`: the note stored, trimmed, exactly when it is valid. */
function noteProperty(app: FuzzApp) {
  return fc.asyncProperty(idSegment, noteBodies, async (segment, body) => {
    const { res, id, fields } = await sendToLead(app, 'POST', 'notes', segment, body);
    const input = fields && noteInput.safeParse({ id, body: fields.body });
    if (!input?.success) {
      assert.ok([400, 404, 413, 415].includes(res.statusCode), `got ${res.statusCode}: ${res.body}`);
      return;
    }
    const exists = (await leadIds(app)).includes(input.data.id);
    assert.equal(res.statusCode, exists ? 201 : 404, res.body);
    if (exists) assert.equal((res.json() as { body: string }).body, input.data.body);
  });
}

/** `GET /api/admin/leads/export.csv?…`: a CSV exactly for a valid filter. */
function exportProperty(app: FuzzApp) {
  return fc.asyncProperty(listQuery, async (pairs) => {
    const search = new URLSearchParams(pairs).toString();
    const res = await app.t.app.inject({ method: 'GET', url: `/api/admin/leads/export.csv?${search}`, headers: bearer(app.token) });
    checkRestAnswer(app, 'GET /api/admin/leads/export.csv', res);
    const valid = leadFilter.safeParse(queryObject(search)).success;
    assert.equal(res.statusCode, valid ? 200 : 400, `?${search}: ${res.body.slice(0, 200)}`);
    if (valid) assert.match(String(res.headers['content-type']), /^text\/csv/);
  });
}

const PROCEDURES = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).map(
  ([path, procedure]) => ({ path, mutation: procedure._def.type === 'mutation' }),
);

/** Every tRPC procedure with any input, alone or in a batch, with or without a session: never a 5xx. */
function trpcProperty(app: FuzzApp) {
  const input = fc.oneof(anyJson, mutatedObject(plausibleLead, LEAD_KEYS), fc.dictionary(fc.constantFrom('id', 'status', 'body', 'search', 'page', 'username', 'password'), hostileValue));
  return fc.asyncProperty(
    fc.array(fc.constantFrom(...PROCEDURES), { minLength: 1, maxLength: 3 }),
    fc.array(input, { minLength: 3, maxLength: 3 }),
    fc.boolean(),
    fc.nat(4).map((n) => n === 0),
    fc.option(fc.string({ unit: 'binary', maxLength: 50 }), { nil: undefined, freq: 5 }),
    async (procedures, inputs, signedIn, wrongMethod, garbage) => {
      await app.t.db.orm.em.fork().nativeDelete(LoginAttempt, {});
      const batched = procedures.length > 1;
      const mutation = procedures.some((p) => p.mutation) !== wrongMethod;
      const paths = procedures.map((p) => p.path).join(',');
      const data = batched ? Object.fromEntries(procedures.map((_, i) => [i, inputs[i]])) : inputs[0];
      const text = garbage ?? JSON.stringify(data ?? null);
      const url = `/trpc/${paths}${batched ? '?batch=1' : ''}`;
      const res = await app.t.app.inject(
        mutation
          ? { method: 'POST', url, payload: text, headers: { 'content-type': 'application/json', ...(signedIn ? bearer(app.token) : {}) } }
          : {
              method: 'GET',
              url: `${url}${batched ? '&' : '?'}input=${encodeURIComponent(asServerReadsIt(text))}`,
              headers: signedIn ? bearer(app.token) : {},
            },
      );
      count(app, 'tRPC (every procedure)', res.statusCode);
      if (res.statusCode >= 500) throw new ServerError(`${url} answered ${res.statusCode}: ${res.body}`);
      const answer = res.json() as unknown;
      const answers = Array.isArray(answer) ? answer : [answer];
      for (const one of answers) {
        const { error, message } = one as { error?: unknown; message?: unknown };
        if (typeof error === 'object' && error !== null) {
          const { message: errorMessage, data } = error as { message?: unknown; data?: { httpStatus?: number } };
          assert.ok(typeof errorMessage === 'string' && errorMessage.length > 0, `tRPC error without a message: ${res.body}`);
          assert.ok((data?.httpStatus ?? 0) < 500, `tRPC error ${data?.httpStatus}: ${res.body}`);
        } else if (res.statusCode >= 400) {
          // Refused before tRPC read it (a body over the limit): Fastify's JSON error.
          assert.ok(typeof message === 'string' && message.length > 0, `${res.statusCode} without a message: ${res.body}`);
        }
      }
    },
  );
}

interface FuzzOptions {
  seed: number;
  numRuns: number;
}

/** An endpoint and how to check it: fast-check runs its property, and reports the smallest failing case. */
export interface FuzzTarget {
  name: string;
  check(app: FuzzApp, options: FuzzOptions): Promise<void>;
}

function target<Ts extends unknown[]>(name: string, property: (app: FuzzApp) => fc.IAsyncPropertyWithHooks<Ts>): FuzzTarget {
  return { name, check: (app, options) => fc.assert(property(app), options) };
}

/** The endpoints and their properties, in the order they run. */
export const FUZZ_TARGETS: readonly FuzzTarget[] = [
  target('POST /api/leads', leadSubmitProperty),
  target('POST /api/admin/login', loginProperty),
  target('PATCH /api/admin/leads/:id/status', statusChangeProperty),
  target('GET /api/admin/leads', leadListProperty),
  target('POST /api/admin/leads/:id/notes', noteProperty),
  target('GET /api/admin/leads/export.csv', exportProperty),
  target('tRPC (every procedure)', trpcProperty),
];

// -- The database afterwards ----------------------------------------------------------------------

function checkText(problems: string[], where: string, value: unknown, max: number, options: { optional?: boolean; multiLine?: boolean } = {}) {
  if (value === null || value === undefined) {
    if (!options.optional) problems.push(`${where} is missing`);
    return;
  }
  if (typeof value !== 'string') return problems.push(`${where} is not text`) && undefined;
  if (value.trim() !== value || value === '') problems.push(`${where} is empty or untrimmed: ${JSON.stringify(value)}`);
  if (value.length > max) problems.push(`${where} is longer than ${max}`);
  if (!(options.multiLine ? isMultiLineText(value) : isSingleLineText(value))) problems.push(`${where} holds control characters or broken Unicode: ${JSON.stringify(value)}`);
}

/**
 * Every row the run could have written, checked with plain rules (not the app's schemas): the
 * problems found, none when the database holds only valid records.
 */
export async function auditDatabase(app: FuzzApp): Promise<string[]> {
  const em = app.t.db.orm.em.fork();
  const problems: string[] = [];
  const leads = await em.execute<Array<Record<string, unknown>>>(`select * from leads`);
  const mails = await em.execute<Array<{ lead_id: number; n: number }>>(`select lead_id, count(*)::int as n from mail_outbox group by lead_id`);
  const mailCount = new Map(mails.map((row) => [Number(row.lead_id), Number(row.n)]));
  for (const lead of leads) {
    const at = `lead ${lead.id}`;
    for (const [column, max] of [
      ['first_name', LEAD_LIMITS.firstName],
      ['last_name', LEAD_LIMITS.lastName],
      ['street', LEAD_LIMITS.street],
      ['house_number', LEAD_LIMITS.houseNumber],
      ['city', LEAD_LIMITS.city],
    ] as const) {
      checkText(problems, `${at} ${column}`, lead[column], max);
    }
    for (const column of ['utm_source', 'utm_medium', 'utm_campaign'] as const) checkText(problems, `${at} ${column}`, lead[column], LEAD_LIMITS.utm, { optional: true });
    for (const column of ['source_url', 'landing_page'] as const) {
      const url = lead[column];
      if (url !== null && !(typeof url === 'string' && /^https?:\/\/\S+$/i.test(url) && isSingleLineText(url) && url.length <= LEAD_LIMITS.sourceUrl)) {
        problems.push(`${at} ${column} is not an http(s) address: ${JSON.stringify(url)}`);
      }
    }
    const phone = String(lead.phone);
    if (!/^\+?[0-9 ./-]{8,30}$/.test(phone) || phone.replace(/\D/g, '').length < 8) problems.push(`${at} phone ${JSON.stringify(phone)}`);
    const email = String(lead.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email !== email.toLowerCase() || email.length > LEAD_LIMITS.email) problems.push(`${at} email ${JSON.stringify(email)}`);
    if (!/^[1-9][0-9]{3}$/.test(String(lead.postal_code))) problems.push(`${at} postal code ${JSON.stringify(lead.postal_code)}`);
    if (!(SOFTENER_TYPES as readonly unknown[]).includes(lead.water_softener_type)) problems.push(`${at} type ${JSON.stringify(lead.water_softener_type)}`);
    if (typeof lead.has_wifi !== 'boolean') problems.push(`${at} has_wifi ${JSON.stringify(lead.has_wifi)}`);
    if (!(LEAD_STATUSES as readonly unknown[]).includes(lead.status)) problems.push(`${at} status ${JSON.stringify(lead.status)}`);
    // Never half-written: a lead of a signup has its two mails (confirmation and staff notice).
    if (!app.fixtureIds.has(Number(lead.id)) && mailCount.get(Number(lead.id)) !== 2) problems.push(`${at} has ${mailCount.get(Number(lead.id)) ?? 0} mails, not 2`);
  }
  for (const note of await em.execute<Array<{ id: number; body: unknown }>>(`select id, body from lead_notes`)) {
    checkText(problems, `note ${note.id}`, note.body, ADMIN_LIMITS.noteBody, { multiLine: true });
  }
  for (const change of await em.execute<Array<{ id: number; from_status: unknown; to_status: unknown }>>(`select id, from_status, to_status from lead_status_changes`)) {
    for (const status of [change.from_status, change.to_status]) {
      if (status !== null && !(LEAD_STATUSES as readonly unknown[]).includes(status)) problems.push(`status change ${change.id}: ${JSON.stringify(status)}`);
    }
  }
  for (const attempt of await em.execute<Array<{ id: number; username: unknown }>>(`select id, username from login_attempts`)) {
    checkText(problems, `login attempt ${attempt.id} username`, attempt.username, ADMIN_LIMITS.username);
  }
  const users = await em.execute<Array<{ username: string }>>(`select username from users`);
  if (users.length !== 1 || users[0]?.username !== ADMIN.username) problems.push(`users changed: ${JSON.stringify(users)}`);
  return problems;
}
