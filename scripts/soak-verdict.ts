/**
 * What `npm run soak` concludes from a scenario (scripts/soak-scenario.ts), once the app has stopped: the
 * database as the run left it, read back; every signup must be stored exactly once under the id it was
 * acknowledged with, with its mail in the outbox, and never a 500; `/healthz` must have reported a
 * database outage and the recovery.
 */
import { initORM } from '../database/orm.ts';
import type { Submission } from './soak-client.ts';

/** Counts of what /healthz answered, before, during and after the fault. */
export type HealthLog = Record<'before' | 'during' | 'after', Record<string, number>>;

export interface RunRecord {
  scenario: string;
  fault: 'app-restart' | 'db-restart';
  /** The database the app wrote to: a PostgreSQL URL, else the app's data folder (PGlite). */
  databaseUrl?: string;
  work: string;
  submissions: readonly Submission[];
  errors: Record<string, number>;
  health: HealthLog;
  shutdownExitCode?: unknown;
  finalExitCode: number | null;
  appRestarted: boolean;
  stillRunning: boolean;
}

/** The figures of the run and its checks (each a sentence and whether it held). */
export async function verdict(run: RunRecord) {
  const { submissions, errors, health } = run;
  // The database as it is after the run (PGlite admits one process: the app has stopped).
  const db = await initORM(run.databaseUrl ? { databaseUrl: run.databaseUrl } : { dataDir: run.work });
  const rows = await db.orm.em.fork().execute<Array<{ email: string; id: number; mails: number }>>(
    `select l.email, l.id, (select count(*)::int from mail_outbox m where m.lead_id = l.id) as mails
     from leads l where l.email like ?`,
    [`soak.${run.scenario}.%`],
  );
  const outboxState = await db.orm.em.fork().execute<Array<{ status: string; n: number }>>(
    `select status, count(*)::int as n from mail_outbox group by status order by status`,
  );
  await db.orm.close(true);

  const stored = new Map<string, number[]>();
  for (const row of rows) stored.set(row.email, [...(stored.get(row.email) ?? []), row.id]);
  const acked = submissions.filter((s) => s.acknowledgedId !== undefined);
  const figures = {
    submitted: submissions.length,
    acknowledged: acked.length,
    stored: stored.size,
    duplicates: [...stored.values()].reduce((sum, ids) => sum + ids.length - 1, 0),
    lost: acked.filter((s) => !stored.has(s.email)).length,
    notAcknowledged: submissions.filter((s) => s.acknowledgedId === undefined).length,
    storedButNotAcknowledged: submissions.filter((s) => s.acknowledgedId === undefined && stored.has(s.email)).length,
    acknowledgedWithAnotherId: acked.filter((s) => stored.has(s.email) && stored.get(s.email)?.[0] !== s.acknowledgedId).length,
    leadsWithoutMail: rows.filter((row) => row.mails === 0).length,
    retried: submissions.filter((s) => s.attempts > 1).length,
    retriedThenAcknowledged: submissions.filter((s) => s.attempts > 1 && s.acknowledgedId !== undefined).length,
    attempts: submissions.reduce((sum, s) => sum + s.attempts, 0),
    errorsByKind: errors,
    gaveUpBecause: submissions.reduce<Record<string, number>>((reasons, s) => {
      if (s.gaveUp) reasons[s.gaveUp] = (reasons[s.gaveUp] ?? 0) + 1;
      return reasons;
    }, {}),
  };
  const checks: Array<[string, boolean]> = [
    ['every signup acknowledged (after retries)', figures.notAcknowledged === 0],
    ['every acknowledged signup stored', figures.lost === 0],
    ['no signup stored twice', figures.duplicates === 0],
    ['stored under the id it was acknowledged with', figures.acknowledgedWithAnotherId === 0],
    ['every lead has its mail in the outbox', figures.leadsWithoutMail === 0],
    ['never a 500', !Object.keys(errors).some((kind) => kind.startsWith('HTTP 5'))],
    ['the app stopped cleanly at the end (exit 0)', run.finalExitCode === 0],
  ];
  if (run.fault === 'app-restart') {
    checks.push(['the app stopped cleanly on SIGTERM (exit 0)', run.shutdownExitCode === 0]);
  } else {
    checks.push(
      ['/healthz answered 503 during the outage', Object.keys(health.during).some((k) => k.startsWith('503'))],
      ['/healthz answered 200 after it', Object.keys(health.after).some((k) => k.startsWith('200'))],
      ['the app recovered without a restart', !run.appRestarted && run.stillRunning],
      ['every refused signup succeeded when retried', figures.retried === figures.retriedThenAcknowledged],
    );
  }
  return { figures, outbox: Object.fromEntries(outboxState.map((r) => [r.status, r.n])), checks };
}
