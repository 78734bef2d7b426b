/**
 * The findings of issue 31 that this suite can replay over raw HTTP against the production build with
 * the default limits: rows 4, 5, 7, 8 and 9. Each test fails if its finding comes back. Rows 1 (the
 * erasure that stopped the site) and 2 (the lost-link answer's timing) have files of their own, timed
 * alone (erasure-never-stops-the-site.test.ts, lost-link-timing.test.ts); row 3 (the link left in the
 * tab's storage) needs a browser: tests/e2e/household-links.spec.ts.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshAddress, mailsHolding, request, signup, staffLogin, startTarget, type Target, writtenMails } from './target.ts';

let target: Target;
let auth: Record<string, string>;
/** The seller every proposal here names (issue 33). */
let installerId: number;
beforeAll(async () => {
  target = await startTarget({ LOG_LEVEL: 'info' });
  const login = await staffLogin(target, freshAddress());
  auth = { Authorization: `Bearer ${(JSON.parse(login.body) as { token: string }).token}` };
  const installer = await request(target, 'POST', '/api/admin/installers', {
    from: freshAddress(),
    headers: auth,
    body: JSON.stringify({ name: 'Waterwerken Peeters bv', companyNumber: '0123.456.749', address: 'Industrieweg 14, 2200 Herentals', phone: '014 12 34 56', email: 'verkoop@example.be', provinces: ['BE-VAN'] }),
  });
  installerId = (JSON.parse(installer.body) as { id: number }).id;
}, 60_000);
afterAll(async () => {
  await target?.close();
});

/** The server's log lines written while `action` ran (and 300 ms after), parsed. */
async function logLinesDuring(action: () => Promise<void>): Promise<Array<Record<string, unknown>>> {
  const start = target.server.output().length;
  await action();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return target.server
    .output()
    .slice(start)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Sends a request whose declared body is 200 bytes and stops after 11: `reset` destroys the socket,
 * otherwise it half-closes it (and can still read an answer). Resolves with what came back.
 */
function cutBody(method: string, path: string, headers: Record<string, string>, reset: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: target.port, host: '127.0.0.1', localAddress: freshAddress() });
    let answer = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    const lines = Object.entries({ Host: `127.0.0.1:${target.port}`, 'Content-Type': 'application/json', 'Content-Length': '200', ...headers });
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n{"email":"a`);
    setTimeout(() => (reset ? socket.destroy() : socket.end()), 150);
  });
}

describe('row 4: a body cut off midway is a client abort, not a database outage', () => {
  it.each([
    ['a public REST route', 'POST', '/api/leads', false],
    ['a tRPC procedure', 'POST', '/trpc/lead.submit', false],
    ['a tRPC batch', 'POST', '/trpc/householdPage.requestLink,lead.submit?batch=1', false],
    ["a household's REST route", 'POST', '/api/household-page/link', false],
    ['a REST route of the staff', 'PATCH', '/api/admin/leads/1/status', true],
    ['a REST route of the staff', 'POST', '/api/admin/leads/1/notes', true],
    ["the staff's sign-in", 'POST', '/api/admin/login', false],
  ])('%s: %s %s', async (_kind, method, path, staff) => {
    for (const reset of [true, false]) {
      let answer = '';
      const lines = await logLinesDuring(async () => {
        answer = await cutBody(method, path, staff ? auth : {}, reset);
      });
      expect(lines.some((line) => line.msg === 'client aborted the request before its body was complete')).toBe(true);
      expect(lines.filter((line) => /database unavailable/.test(String(line.msg)) || Number(line.level) >= 40)).toEqual([]);
      expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
      // A client that only half-closed still reads the answer: a 400 in Dutch.
      if (!reset) expect(answer).toMatch(/^HTTP\/1\.1 400 [\s\S]*"message":"De aanvraag/);
    }
    // The database was never away.
    expect((await request(target, 'GET', '/healthz', { from: freshAddress() })).status).toBe(200);
  });
});

/** The personal link's token in the newest mail file of `kind` to `email` (quoted-printable undone). */
function tokenInMail(email: string, kind: string): string | null {
  const newest = writtenMails(target)
    .filter((mail) => mail.name.endsWith(`-${kind}.eml`) && mail.text.includes(email))
    .at(-1);
  if (!newest) return null;
  const text = newest.text;
  return /(?:mijn-aanmelding|mon-inscription)#([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;
}

function mailedToken(email: string, kind: string, other?: string): Promise<string> {
  return vi.waitFor(
    () => {
      const token = tokenInMail(email, kind);
      if (token === null || token === other) throw new Error(`no new ${kind} mail to ${email} yet`);
      return token;
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** A new household over REST, and the token of its confirmation mail. */
async function household(overrides: Record<string, unknown> = {}): Promise<{ id: number; email: string; token: string }> {
  const fields = signup(overrides);
  const answer = await request(target, 'POST', '/api/leads', { from: freshAddress(), body: JSON.stringify(fields) });
  expect(answer.status).toBe(201);
  const { id } = JSON.parse(answer.body) as { id: number };
  return { id, email: fields.email, token: await mailedToken(fields.email, 'lead-confirmation') };
}

const json = (answer: { body: string }) => JSON.parse(answer.body) as Record<string, unknown> & { message?: string };
const post = (requestPath: string, body: unknown, headers: Record<string, string> = {}) =>
  request(target, 'POST', requestPath, { from: freshAddress(), headers, body: JSON.stringify(body) });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const proposalTerms = () => ({ model: '18L', priceEuro: 1890, validUntil: day(20), installationFrom: day(30), installationTo: day(44), installerId });

describe('row 5: a lost lead cannot buy; a single send obeys the bulk rule', () => {
  it('withdraws the open proposal when staff mark the lead lost: the household gets 409, the lead stays lost', async () => {
    const h = await household();
    const sent = await post(`/api/admin/leads/${h.id}/proposals`, proposalTerms(), auth);
    expect(sent.status).toBe(201);
    const proposalId = json(sent).id;
    const token = await mailedToken(h.email, 'proposal');
    const lost = await request(target, 'PATCH', `/api/admin/leads/${h.id}/status`, { from: freshAddress(), headers: auth, body: '{"status":"lost"}' });
    expect(lost.status).toBe(200);
    const listed = JSON.parse((await post('/api/household-page/proposals', { token })).body) as Array<{ status: string; canAnswer: boolean }>;
    expect(listed[0]).toMatchObject({ status: 'withdrawn', canAnswer: false });
    for (const [path_, body] of [
      ['/api/household-page/proposals/accept', { token, proposalId, confirm: true }],
      ['/trpc/proposals.accept', { token, proposalId, confirm: true }],
      ['/trpc/proposals.accept,proposals.decline?batch=1', { 0: { token, proposalId, confirm: true }, 1: { token, proposalId, confirm: true } }],
    ] as const) {
      const answer = await post(path_, body);
      expect(answer.status, path_).toBe(409);
      expect(answer.body).toMatch(/ingetrokken/);
    }
    const detail = JSON.parse((await request(target, 'GET', `/api/admin/leads/${h.id}`, { from: freshAddress(), headers: auth })).body) as { status: string };
    expect(detail.status).toBe('lost');
  });

  it('refuses a single send to a lost or converted lead without the override (409, REST and tRPC); with it, 201', async () => {
    for (const status of ['lost', 'converted']) {
      const h = await household();
      await request(target, 'PATCH', `/api/admin/leads/${h.id}/status`, { from: freshAddress(), headers: auth, body: JSON.stringify({ status }) });
      const terms = proposalTerms();
      const rest = await post(`/api/admin/leads/${h.id}/proposals`, terms, auth);
      expect(rest.status).toBe(409);
      expect(json(rest).message).toMatch(/^Deze lead staat op/);
      expect((await post('/trpc/admin.proposals.send', { id: h.id, ...terms }, auth)).status).toBe(409);
      expect((await post(`/api/admin/leads/${h.id}/proposals`, { ...terms, overrideStatus: true }, auth)).status).toBe(201);
    }
  });
});

describe('rows 7 and 8: hostile staff text, phone numbers, If-Match, query numbers, mail stopped', () => {
  it('refuses format characters in proposal notes and notes (REST and tRPC; the installation window is two dates since issue 33)', async () => {
    const h = await household();
    const terms = proposalTerms();
    for (const [path_, body] of [
      [`/api/admin/leads/${h.id}/proposals`, { ...terms, note: 'Korting \u202Efdp.exe' }],
      ['/trpc/admin.proposals.send', { id: h.id, ...terms, note: '\u200Bkorting' }],
      ['/api/admin/proposals/bulk', { selection: {}, terms: { ...terms, note: 'a\u202Eb' } }],
      [`/api/admin/leads/${h.id}/notes`, { body: 'Terugbellen \u202E' }],
      ['/trpc/admin.leads.addNote', { id: h.id, body: 'x\uFEFFy' }],
    ] as const) {
      const answer = await post(path_, body, auth);
      expect(answer.status, path_).toBe(400);
      expect(answer.body).toMatch(/onzichtbare tekens/);
    }
  });

  it('refuses phone numbers that are none of the numbering plan, REST and tRPC, in Dutch and French', async () => {
    for (const phone of ['+-0470123456', '0470 12 34 5', '02 123 45 67']) {
      const rest = await post('/api/leads', signup({ phone }));
      expect(rest.status, phone).toBe(400);
      expect(json(rest).errors).toEqual({ phone: 'Voer een geldig telefoonnummer in' });
      const french = await post('/trpc/lead.submit', signup({ phone, language: 'fr' }));
      expect(french.status).toBe(400);
      expect(french.body).toContain('Indiquez un numéro de téléphone ou de GSM valable');
    }
    expect((await post('/api/leads', signup({ phone: '+32 470 12 34 56' }))).status).toBe(201);
  });

  it('answers an empty If-Match with 428, and a malformed list query with a Dutch 400', async () => {
    const h = await household();
    const empty = await request(target, 'PATCH', `/api/admin/leads/${h.id}/status`, {
      from: freshAddress(),
      headers: { ...auth, 'If-Match': '' },
      body: '{"status":"contacted"}',
    });
    expect(empty.status).toBe(428);
    expect(json(empty).message).toMatch(/^If-Match is leeg/);
    for (const query of ['?search=a&search=b', '?page=1&pageSize=0x19', '?page=1&pageSize=25.0', '?page=0x1&pageSize=25', '?page=1%2E0']) {
      const answer = await request(target, 'GET', `/api/admin/leads${query}`, { from: freshAddress(), headers: auth });
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).not.toMatch(/Invalid input|expected|received/i);
    }
    const csv = await request(target, 'GET', '/api/admin/leads/export.csv?search=a&search=b', { from: freshAddress(), headers: auth });
    expect(json(csv).errors).toEqual({ search: 'Zoekterm: één tekst' });
  });

  it('sends no lost-link mail to a household that stopped mail, with the same answer', async () => {
    const stopped = await household();
    expect((await post('/api/household-page/mail', { token: stopped.token, stopped: true })).status).toBe(200);
    const control = await household();
    for (const email of [stopped.email, stopped.email, control.email]) {
      const answer = await post('/api/household-page/link', { email });
      expect(answer.status).toBe(202);
    }
    // The queue answers in order: once the control's mail is written, the stopped household's requests were answered.
    await mailedToken(control.email, 'household-link');
    expect(mailsHolding(target, stopped.email).filter((file) => file.endsWith('-household-link.eml'))).toEqual([]);
  });
});

describe('row 9: the household and staff end every link', () => {
  it('ends every link from the page (REST and tRPC); a new one comes by mail; wrong forms change nothing', async () => {
    const h = await household();
    // Other forms first: a GET, another type, a batch with a forged link, no confirmation.
    expect((await request(target, 'GET', `/trpc/householdPage.endLinks?input=${encodeURIComponent(JSON.stringify({ token: h.token, confirm: true }))}`, { from: freshAddress() })).status).toBe(405);
    expect((await post('/api/household-page/end-links', { token: h.token, confirm: true }, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post('/trpc/householdPage.endLinks?batch=1', { 0: { token: 'x'.repeat(43), confirm: true } })).status).toBe(404);
    expect((await post('/api/household-page/end-links', { token: h.token })).status).toBe(400);
    expect((await post('/api/household-page/open', { token: h.token })).status).toBe(200);

    expect((await post('/api/household-page/end-links', { token: h.token, confirm: true })).status).toBe(204);
    expect((await post('/api/household-page/open', { token: h.token })).status).toBe(404);
    const fresh = await mailedToken(h.email, 'household-links-ended');
    expect((await post('/api/household-page/open', { token: fresh })).status).toBe(200);
    expect((await post('/trpc/householdPage.endLinks', { token: fresh, confirm: true })).status).toBe(200);
    expect((await post('/api/household-page/open', { token: fresh })).status).toBe(404);
  });

  it('lets staff end them from the lead (REST and tRPC), and nobody else', async () => {
    const h = await household();
    expect((await post(`/api/admin/leads/${h.id}/end-links`, {})).status).toBe(401);
    expect((await post(`/api/admin/leads/${h.id}/end-links`, {}, { Authorization: `Bearer ${h.token}` })).status).toBe(401);
    expect((await post(`/api/admin/leads/0x${h.id.toString(16)}/end-links`, {}, auth)).status).toBe(400);
    const ended = await post(`/api/admin/leads/${h.id}/end-links`, {}, auth);
    expect(ended.status).toBe(200);
    expect(json(ended)).toEqual({ linksEnded: 1 });
    expect((await post('/api/household-page/open', { token: h.token })).status).toBe(404);
    const fresh = await mailedToken(h.email, 'household-links-ended');
    expect((await post('/trpc/admin.leads.endLinks', { id: h.id }, auth)).status).toBe(200);
    expect((await post('/api/household-page/open', { token: fresh })).status).toBe(404);
  });
});
