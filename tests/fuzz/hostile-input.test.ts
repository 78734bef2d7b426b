/**
 * Hostile input on every endpoint (see endpoints.ts): a few hundred generated cases per endpoint with
 * a fixed seed, so that a failure replays; `npm run fuzz` runs thousands with a seed of its choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDatabase, FUZZ_TARGETS, type FuzzApp, openFuzzApp } from './endpoints.ts';

const SEED = 20261121;
/** Cases per endpoint; sign-in costs an argon2 verification each. */
const RUNS: Record<string, number> = {
  'POST /api/leads': 300,
  'POST /api/admin/login': 150,
  'PATCH /api/admin/leads/:id/status': 300,
  'GET /api/admin/leads': 300,
  'POST /api/admin/leads/:id/notes': 200,
  'GET /api/admin/leads/export.csv': 200,
  'tRPC (every procedure)': 300,
};

describe('hostile input on every endpoint (fast-check)', () => {
  let app: FuzzApp;
  beforeAll(async () => {
    app = await openFuzzApp();
  });
  afterAll(async () => {
    await app.close();
  });

  for (const target of FUZZ_TARGETS) {
    it(`${target.name}: a 4xx with a clear message or a 2xx with a valid record, never a 5xx`, { timeout: 300_000 }, async () => {
      const numRuns = RUNS[target.name] ?? 100;
      await target.check(app, { seed: SEED, numRuns });
      const answered = [...(app.tally.get(target.name)?.values() ?? [])].reduce((sum, n) => sum + n, 0);
      expect(answered).toBeGreaterThanOrEqual(numRuns);
      // The cases reach both sides of the schema: accepted and refused.
      const statuses = [...(app.tally.get(target.name)?.keys() ?? [])];
      expect(statuses.some((status) => status < 300)).toBe(true);
      expect(statuses.some((status) => status >= 400)).toBe(true);
    });
  }

  it('left only valid records in the database', async () => {
    expect(await auditDatabase(app)).toEqual([]);
  });
});
