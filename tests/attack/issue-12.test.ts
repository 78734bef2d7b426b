/**
 * The findings of issue 12 (and variants), sent over real HTTP to the production build with the
 * default limits. Each test fails if its finding comes back. (Row 8, CSV in spreadsheet readers, is
 * tested with the export.)
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH_SIZE } from '../../src/http-limits.ts';
import { LOGIN_RULES } from '../../server/services/login-rules.ts';
import {
  FRAMEWORK_TRACES,
  freshAddress,
  request,
  signup,
  staffLogin,
  startTarget,
  storedSignups,
  type Target,
  TIMEOUTS,
} from './target.ts';

/** The default LEADS_RATE_LIMIT (10/10m): what one address may store in a window. */
const SIGNUPS_PER_WINDOW = 10;

let target: Target;
beforeAll(async () => {
  target = await startTarget();
}, 60_000);
afterAll(async () => {
  await target?.close();
});

const batchBody = (count: number) => JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [i, signup()])));
const batchTarget = (count: number, prefix = '') => `${prefix}/trpc/${Array(count).fill('lead.submit').join(',')}?batch=1`;

describe('1, 2: every signup call counts, whatever form the request takes', () => {
  it('refuses the 214-call absolute-form batch and stores nothing', async () => {
    const from = freshAddress();
    const answer = await request(target, 'POST', batchTarget(214, 'http://evil.example'), { from, body: batchBody(214) });
    // Over the batch cap (400), or over the write tier, which counts each call (429).
    expect([400, 429]).toContain(answer.status);
    expect(storedSignups(answer)).toBe(0);
  });

  it('stores at most the allowance of one address across every request form', async () => {
    const from = freshAddress();
    const one = () => JSON.stringify(signup());
    const forms: Array<[string, string, string]> = [
      ['POST', batchTarget(TRPC_MAX_BATCH_SIZE, 'http://evil.example'), batchBody(TRPC_MAX_BATCH_SIZE)],
      ['POST', batchTarget(3), batchBody(3)],
      ['POST', '/trpc/lead.submit#x', one()],
      ['POST', '/trpc/lead%2Esubmit', one()],
      ['POST', '/trpc/lead.submit%2Clead.submit?batch=1', batchBody(2)],
      ['POST', '//trpc//lead.submit', one()],
      ['POST', '/trpc/lead.submit/', one()],
      ['POST', 'http://127.0.0.1/api/leads#frag', one()],
      ['POST', '/api/leads', one()],
      ['POST', '//api/leads', one()],
      ['POST', '/api/leads?x=1', one()],
    ];
    let stored = 0;
    for (let round = 0; round < 2; round++) {
      for (const [method, requestTarget, body] of forms) {
        const answer = await request(target, method, requestTarget, { from, body });
        expect(answer.status, `${method} ${requestTarget}`).toBeLessThan(500);
        stored += storedSignups(answer);
      }
    }
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(SIGNUPS_PER_WINDOW);
  });

  it('accepts at most the allowance of 15 signups to /trpc/lead.submit#x', async () => {
    const from = freshAddress();
    let stored = 0;
    for (let i = 0; i < 15; i++) {
      stored += storedSignups(await request(target, 'POST', '/trpc/lead.submit#x', { from, body: JSON.stringify(signup()) }));
    }
    expect(stored).toBe(SIGNUPS_PER_WINDOW);
  });

  it('answers a batch longer than the cap with 400, for any procedure', async () => {
    const answer = await request(target, 'GET', `/trpc/${Array(TRPC_MAX_BATCH_SIZE + 1).fill('admin.me').join(',')}?batch=1`, {
      from: freshAddress(),
    });
    expect(answer.status).toBe(400);
  });
});

describe('3: no lock-out of the staff by a stranger', () => {
  it('signs the staff member in from a clean address after guesses from many others', async () => {
    for (let i = 0; i < LOGIN_RULES.usernameFailures + 2; i++) {
      expect((await staffLogin(target, freshAddress(), `fout-${i}`)).status).toBe(401);
    }
    const guesser = freshAddress();
    await staffLogin(target, guesser, 'nog-een-gok');
    expect((await staffLogin(target, guesser)).status).toBe(429);
    const answer = await staffLogin(target, freshAddress());
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).token).toMatch(/^[\w-]{43}$/);
  });
});

describe('4, 9: names and address fields', () => {
  it.each([
    ['firstName', 'Uw pakket wacht: https://evil.example/claim'],
    ['firstName', 'slachtoffer@example.be'],
    ['lastName', '<a href="https://evil.example">klik</a>'],
    ['lastName', '=?utf-8?b?QWRtaW4=?='],
    ['firstName', 'An\u202Etxt.exe'],
    ['lastName', 'Pee\u200Bters'],
    ['city', 'Gent\u{E0041}'],
    ['street', 'Zie www.evil.example'],
  ])('refuses %s %j with 400 and a Dutch message (REST and tRPC)', async (field, value) => {
    const body = JSON.stringify(signup({ [field]: value }));
    const rest = await request(target, 'POST', '/api/leads', { from: freshAddress(), body });
    expect(rest.status).toBe(400);
    expect(JSON.parse(rest.body).errors[field]).toMatch(/ (mag|bevat) /);
    const trpc = await request(target, 'POST', '/trpc/lead.submit', { from: freshAddress(), body });
    expect(trpc.status).toBe(400);
  });

  it('refuses invalid UTF-8 in a JSON body with 400 and a clear message', async () => {
    const json = JSON.stringify(signup({ firstName: 'XX' }));
    const at = json.indexOf('XX');
    const body = Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from([0xff, 0xfe]), Buffer.from(json.slice(at + 2))]);
    for (const path of ['/api/leads', '/trpc/lead.submit']) {
      const answer = await request(target, 'POST', path, { from: freshAddress(), body });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain('UTF-8');
    }
  });

  it('reads lead ids as decimal digits only', async () => {
    const token = JSON.parse((await staffLogin(target, freshAddress())).body).token as string;
    const from = freshAddress();
    for (const id of ['0x10', '1e3', '%201', '+1', '1.0', '０1']) {
      const answer = await request(target, 'GET', `/api/admin/leads/${id}`, { from, headers: { Authorization: `Bearer ${token}` } });
      expect([400, 404], id).toContain(answer.status);
    }
  });
});

describe('5: slow and idle connections are closed in time', () => {
  /** Opens a socket, runs `feed` on it; resolves with the seconds until the server closed it. */
  function hold(feed: (socket: net.Socket) => NodeJS.Timeout | undefined): Promise<number> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect({ port: target.port, host: '127.0.0.1', localAddress: freshAddress() });
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => (timer = feed(socket)));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve((Date.now() - started) / 1000);
      });
      socket.resume();
    });
  }

  it('closes idle, slow-header, slow-body and idle keep-alive sockets while /healthz stays fast', async () => {
    const host = `Host: 127.0.0.1:${target.port}\r\n`;
    const held = Promise.all([
      hold(() => undefined),
      hold((socket) => {
        socket.write('GET / HTTP/1.1\r\n');
        return setInterval(() => socket.write('X-Slow: a\r\n'), 500);
      }),
      hold((socket) => {
        socket.write(`POST /api/leads HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n`);
        return setInterval(() => socket.write(' '), 500);
      }),
      hold((socket) => {
        socket.write(`GET /healthz HTTP/1.1\r\n${host}\r\n`);
        return undefined;
      }),
    ]);
    const started = Date.now();
    const health = await fetch(`${target.server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const [idle, slowHeaders, slowBody, keepAlive] = await held;
    // Node checks the request timeouts once a second.
    const margin = 2;
    expect(idle).toBeLessThan(TIMEOUTS.headersMs / 1000 + margin);
    expect(slowHeaders).toBeLessThan(TIMEOUTS.headersMs / 1000 + margin);
    expect(slowBody).toBeLessThan(TIMEOUTS.requestMs / 1000 + margin);
    expect(keepAlive).toBeLessThan(TIMEOUTS.keepAliveMs / 1000 + margin);
  }, 30_000);
});

describe('6: no 500 from a path or a header', () => {
  it.each(['/@vite/client', '/@fs/etc/passwd', '/__vite_ping', '/@id/x', '/@react-refresh', '/node_modules/.vite/x.js'])(
    'answers GET %s with 404 and no framework message',
    async (path) => {
      const answer = await request(target, 'GET', path, { from: freshAddress() });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(FRAMEWORK_TRACES);
    },
  );

  it.each(['a b', 'evil.example/x', 'a@b', '[::1', 'ex ample.be:80'])('answers Host: %j with 400', async (host) => {
    const answer = await request(target, 'GET', '/', { from: freshAddress(), host });
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(FRAMEWORK_TRACES);
  });

  it.each(['/%', '/%E0%A4%A', '/gent/%ZZ', '/trpc/%', '/api/leads/%'])('answers GET %s below 500, without framework message', async (path) => {
    const answer = await request(target, 'GET', path, { from: freshAddress() });
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toMatch(FRAMEWORK_TRACES);
  });
});

describe('7: no redirect leaves the site', () => {
  it.each([
    '/\\evil.example/',
    'http://evil.example/gent/',
    'https://evil.example//gent/',
    '//evil.example/',
    '//evil.example/gent/',
    '/\\\\evil.example/',
    '/%5Cevil.example/',
    '/%2F%2Fevil.example/',
    '/%5C%5Cevil.example/',
    '/gent/#//evil.example',
    '/\t/evil.example/',
  ])('GET %s', async (requestTarget) => {
    const answer = await request(target, 'GET', requestTarget, { from: freshAddress() });
    expect(answer.status).toBeLessThan(500);
    const location = answer.headers.location;
    if (location !== undefined) {
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(decodeURIComponent(location)).toMatch(/^\/(?![/\\])/);
      // A path of this site (`/evil.example` is a 404 page here), never a URL with a host.
      expect(new URL(location, 'http://site.test').host).toBe('site.test');
    }
  });
});
