/**
 * The attack suite's target and tools: the production build served by `server/main.ts` with the
 * default configuration (rate limits included), and raw HTTP over `node:net`, because HTTP clients
 * normalise exactly what an attacker sends (absolute-form targets, fragments, odd Host headers).
 * Each test sends from its own loopback address (127.0.0.0/8 all reaches the server), so that the
 * per-address limits of one test do not spill into the next.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clientDist } from '../../server/vike.ts';
import { seedPgliteDataDir } from '../helpers/database-image.ts';
import { ADMIN, ADMIN_ENV } from '../helpers/admin.ts';
import { type RunningServer, spawnServer } from '../helpers/process.ts';

/** Short timeouts, so that the slow-connection tests finish in seconds (the defaults are longer). */
export const TIMEOUTS = { headersMs: 2000, requestMs: 4000, keepAliveMs: 1000 };

export interface Target {
  server: RunningServer;
  port: number;
  /** The server's DATA_DIR: its embedded database (`pglite/`) and, without SMTP, its mails (`outbox/`). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the target; `prepare` fills its DATA_DIR first (the server is not running yet, so it may open
 * the embedded database itself).
 */
export async function startTarget(env: Record<string, string> = {}, prepare?: (dataDir: string) => Promise<void>): Promise<Target> {
  if (!existsSync(clientDist)) throw new Error('No production build: `npm test` builds it before this suite (or run `npm run build`).');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'attack-'));
  // A copy of the run's migrated image (the config's global setup), before `prepare` opens the database.
  seedPgliteDataDir(dataDir);
  await prepare?.(dataDir);
  const server = await spawnServer('server/main.ts', {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...ADMIN_ENV,
    HTTP_HEADERS_TIMEOUT: `${TIMEOUTS.headersMs}ms`,
    HTTP_REQUEST_TIMEOUT: `${TIMEOUTS.requestMs}ms`,
    HTTP_KEEP_ALIVE_TIMEOUT: `${TIMEOUTS.keepAliveMs}ms`,
    // The files are rewritten a second after an erasure rather than a minute (decision 020), so that
    // the suite need not wait the minute for "nothing left under DATA_DIR".
    ERASURE_COMPACTION_DELAY: '1s',
    ...env,
  });
  return {
    server,
    port: Number(new URL(server.url).port),
    dataDir,
    async close() {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let nextAddress = 10;
/** A loopback address no other test of the suite has used. */
export function freshAddress(): string {
  nextAddress += 1;
  return `127.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 2}`;
}

export interface RawAnswer {
  status: number;
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as it is and reads the answer until the server closes (send `Connection: close`). */
export function sendRaw(port: number, request: string | Buffer, from: string, timeoutMs = 20_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const headEnd = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, headEnd < 0 ? undefined : headEnd).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = headEnd < 0 ? '' : text.slice(headEnd + 4);
      if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), statusLine, headers, body });
    });
    socket.write(request);
  });
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = eol < 0 ? 0 : parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 4 + size);
  }
}

export interface RequestOptions {
  from: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One HTTP/1.1 request, target and headers exactly as given. */
export function request(target: Target, method: string, requestTarget: string, options: RequestOptions): Promise<RawAnswer> {
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const headers: Record<string, string> = {
    Host: options.host ?? `127.0.0.1:${target.port}`,
    Connection: 'close',
    ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } : {}),
    ...options.headers,
  };
  const head = `${method} ${requestTarget} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  return sendRaw(target.port, body ? Buffer.concat([Buffer.from(head), body]) : head, options.from);
}

let households = 0;
/** A valid signup with an e-mail address of its own (no double-submit rule in the way). */
export function signup(overrides: Record<string, unknown> = {}) {
  households += 1;
  return {
    firstName: 'An',
    lastName: 'Peeters',
    phone: '0470 12 34 56',
    email: `aanval.${process.pid}.${households}@example.be`,
    street: 'Markt',
    houseNumber: String(households),
    postalCode: '9000',
    city: 'Gent',
    waterSoftenerType: '18L',
    hasWifi: true,
    ...overrides,
  };
}

/** Signups an answer stored: a REST 201, or each successful call of a tRPC answer (batched or not). */
export function storedSignups(answer: RawAnswer): number {
  if (answer.status === 201) return 1;
  try {
    const parsed = JSON.parse(answer.body) as unknown;
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    return calls.filter((call) => typeof call === 'object' && call !== null && 'result' in call).length;
  } catch {
    return 0;
  }
}

/** Signs the staff member in from `from`; the answer as it came. */
export function staffLogin(target: Target, from: string, password: string = ADMIN.password) {
  return request(target, 'POST', '/api/admin/login', { from, body: JSON.stringify({ username: ADMIN.username, password }) });
}

/** What no answer body may carry: a framework's or library's own message, or a stack trace. */
export const FRAMEWORK_TRACES = /\[vike\]|Wrong Usage|FST_|fastify|"statusCode"|\bat \S+ \(/i;

/** The server's resident memory, in MB (Linux's /proc). */
export function serverMemoryMB(target: Target): number {
  const status = readFileSync(`/proc/${target.server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export interface StreamedAnswer {
  status: number;
  headers: string;
  body: string;
  /** Bytes of body written when the first byte of the answer arrived. */
  sentBeforeAnswer: number;
}

/**
 * Sends `head` (without its blank line), then a body of `totalBytes` in 1 MB chunks (chunked when no
 * Content-Length is in `head`), as fast as the connection takes them, and stops sending when the answer
 * starts; resolves when the server has answered and closed, or `timeoutMs` passed.
 */
export function streamBody(port: number, head: string, totalBytes: number, from: string, timeoutMs = 30_000): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    const chunked = !/^content-length:/im.test(head);
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const frame = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
    const received: Buffer[] = [];
    let sent = 0;
    let sentBeforeAnswer = -1;
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(received).toString('utf8');
      const headEnd = text.indexOf('\r\n\r\n');
      const headers = text.slice(0, headEnd);
      let body = text.slice(headEnd + 4);
      if (/^transfer-encoding: chunked/im.test(headers)) body = unchunk(body);
      if (sentBeforeAnswer < 0) reject(new Error(`no answer after ${sent} bytes`));
      else resolve({ status: Number(text.split(' ')[1]), headers, body, sentBeforeAnswer });
    };
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (data) => {
      if (sentBeforeAnswer < 0) sentBeforeAnswer = sent;
      received.push(data);
    });
    // The server closes once it has answered: a write after that fails, which is expected.
    socket.on('error', () => undefined);
    socket.on('close', finish);
    const pump = () => {
      while (sentBeforeAnswer < 0 && sent < totalBytes && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (sentBeforeAnswer < 0 && !socket.destroyed) socket.end(chunked ? '0\r\n\r\n' : '');
    };
    socket.write(`${head}\r\n\r\n`);
    pump();
  });
}

export interface MailFile {
  /** The file's name in `outbox/`, e.g. `000085-household-link.eml`. */
  name: string;
  /** Its text with quoted-printable soft line breaks undone. */
  text: string;
}

/**
 * The mails the target has written so far (no SMTP here: files in `outbox/`). Only finished `.eml`
 * files: the transport writes `<name>.partial` first and renames it, so a directory listing can name a
 * file that is gone a moment later.
 */
export function writtenMails(target: Target): MailFile[] {
  const outbox = path.join(target.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '') }));
}

/** The names of the mail files the target wrote whose text holds `needle`. */
export function mailsHolding(target: Target, needle: string): string[] {
  return writtenMails(target)
    .filter((mail) => mail.text.includes(needle))
    .map((mail) => mail.name);
}
