/**
 * The clients of `npm run soak` (scripts/soak-scenario.ts): distinct signups, sent as a patient visitor
 * sends them. A client retries a signup that got 503 or no answer (connection refused or reset) with the
 * same payload, after the server's Retry-After or a growing pause; any other answer is final.
 */
import { DATABASE_UNAVAILABLE_CODE } from '../src/service-unavailable.ts';

const REQUEST_TIMEOUT_MS = 15_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One signup as a client sends it, and what became of it. */
export interface Submission {
  email: string;
  payload: Record<string, unknown>;
  attempts: number;
  acknowledgedId?: number;
  /** Why the client stopped without a 201. */
  gaveUp?: string;
}

/** What a failed attempt looked like to the client. */
export function failureKind(status: number | undefined, body: unknown, error?: unknown): string {
  if (status === undefined) {
    const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
    if ((error as { name?: string })?.name === 'TimeoutError') return 'no answer within 15 s';
    if (cause?.code === 'ECONNREFUSED') return 'connection refused';
    return `connection lost (${cause?.code ?? cause?.message ?? String(error)})`;
  }
  if (status === 503) {
    return (body as { code?: string } | undefined)?.code === DATABASE_UNAVAILABLE_CODE
      ? '503 database unavailable'
      : '503 (app shutting down)';
  }
  return `HTTP ${status}`;
}

const retryable = (kind: string) => kind.startsWith('503') || kind.startsWith('connection') || kind.startsWith('no answer');

/** `n` in letters (0 → a, 25 → z, 26 → ba): names accept letters only (src/leads/schema.ts). */
export function inLetters(n: number): string {
  return [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');
}

function payloadFor(scenario: string, client: number, index: number, perClient: number): Record<string, unknown> {
  const n = client * perClient + index;
  return {
    firstName: `Soak ${inLetters(client)}`,
    lastName: `Test ${inLetters(index)}`,
    phone: `0470 ${String(100000 + n).slice(-6)}`,
    email: `soak.${scenario}.${client}.${index}@example.be`,
    street: 'Proefstraat',
    houseNumber: String(1 + (n % 200)),
    postalCode: String(1000 + (n % 8999)),
    city: 'Teststad',
    waterSoftenerType: ['9L', '12L', '18L', '25L'][n % 4],
    hasWifi: n % 2 === 0,
    sourceUrl: `http://localhost/soak/${n}`,
  };
}

/** The signups of a scenario: `perClient` for each client, in the order each client sends them. */
export function submissionsOf(scenario: string, clients: number, perClient: number): Submission[] {
  const submissions: Submission[] = [];
  for (let c = 0; c < clients; c++) {
    for (let i = 0; i < perClient; i++) {
      const payload = payloadFor(scenario, c, i, perClient);
      submissions.push({ email: payload.email as string, payload, attempts: 0 });
    }
  }
  return submissions;
}

export interface Sender {
  /** Sends one signup until it is acknowledged, refused for good, or the bounds are reached. */
  send(submission: Submission): Promise<void>;
  /** Failed attempts by kind. */
  errors: Record<string, number>;
}

/** A sender to `base`, at most `maxAttempts` per signup and until `deadline`; `onAcknowledged` after each 201. */
export function sender(base: string, maxAttempts: number, deadline: number, onAcknowledged: () => void): Sender {
  const errors: Record<string, number> = {};
  async function send(submission: Submission): Promise<void> {
    let backoff = 100;
    while (submission.attempts < maxAttempts && Date.now() < deadline) {
      submission.attempts += 1;
      let status: number | undefined;
      let body: unknown;
      let failure: unknown;
      let retryAfterMs = 0;
      try {
        const res = await fetch(`${base}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(submission.payload),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = res.status;
        retryAfterMs = Number(res.headers.get('retry-after') ?? 0) * 1000;
        body = await res.json().catch(() => undefined);
      } catch (error) {
        failure = error;
      }
      if (status === 201) {
        submission.acknowledgedId = (body as { id: number }).id;
        onAcknowledged();
        return;
      }
      const kind = failureKind(status, body, failure);
      errors[kind] = (errors[kind] ?? 0) + 1;
      if (!retryable(kind)) {
        submission.gaveUp = kind;
        return;
      }
      // As a patient visitor: the server's Retry-After, or a growing pause, never more than 2 s.
      await sleep(Math.min(retryAfterMs || backoff, 2000));
      backoff = Math.min(backoff * 2, 2000);
    }
    submission.gaveUp = `gave up after ${submission.attempts} attempts`;
  }
  return { send, errors };
}
