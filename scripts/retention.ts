/**
 * `npm run retention -- --dry-run`: lists what the retention purge (decision 016) would erase now, per
 * month of last contact, without erasing anything. `npm run retention`: runs the purge now, as the
 * server's schedule does, and shows the rows per table before and after. Counts and lead numbers only,
 * never personal data. Uses the configured database (DATABASE_URL, or the embedded one under DATA_DIR;
 * stop the server first when it uses the embedded database, which one process at a time may open).
 */
import { parseArgs } from 'node:util';
import type { Em } from '../database/orm.ts';

const USAGE = 'Usage: npm run retention [-- --dry-run]\n';
const TABLES = ['leads', 'lead_status_changes', 'lead_notes', 'mail_outbox', 'audit_log'] as const;

let dryRun = false;
try {
  dryRun = Boolean(parseArgs({ options: { 'dry-run': { type: 'boolean' } } }).values['dry-run']);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

async function tableCounts(em: Em): Promise<Record<string, number>> {
  const [row] = await em.execute<Array<Record<string, number | string>>>(
    `select ${TABLES.map((table) => `(select count(*) from "${table}") as "${table}"`).join(', ')}`,
  );
  return Object.fromEntries(TABLES.map((table) => [table, Number(row?.[table] ?? 0)]));
}

const out = (line = '') => process.stdout.write(`${line}\n`);

// The database's modules load once the call is right (a wrong one is answered at once).
const { readEnvOrExit } = await import('../server/env.ts');
const { initORM, migrate } = await import('../database/orm.ts');
const { outboxDir } = await import('../server/services/mail/transport.ts');
const { previewPurge, purgeExpiredLeads } = await import('../server/services/retention.ts');
const { forgetErasedRows } = await import('../database/forget-erased.ts');
const env = readEnvOrExit();
const db = await initORM({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrate(db.orm);
  const months = env.RETENTION_MONTHS;
  const preview = await previewPurge(db.orm.em.fork(), { months });
  out(`Database: ${db.kind} (${db.location})`);
  out(`Rule: leads that are not customers, ${months} months after the last contact (RETENTION_MONTHS).`);
  out(`Cutoff: last contact before ${preview.cutoff}`);
  out();
  out(`${dryRun ? 'Would erase' : 'Due now'}: ${preview.leads} leads, ${preview.statusChanges} status changes, ${preview.notes} notes, ${preview.mails} mails`);
  if (preview.byMonth.length > 0) {
    out();
    out('Month of last contact  Leads');
    for (const { month, leads } of preview.byMonth) out(`${month.padEnd(21)}  ${String(leads).padStart(5)}`);
  }
  if (!dryRun) {
    const before = await tableCounts(db.orm.em.fork());
    const run = await purgeExpiredLeads(db, { months, outboxDir: outboxDir(env) });
    // The server is stopped (PGlite admits one process): its files are rewritten here and now.
    if (run.leads > 0) await forgetErasedRows(db.orm.em.fork());
    const after = await tableCounts(db.orm.em.fork());
    out();
    if (run.skipped) {
      out('Another instance is purging right now; nothing was erased by this run.');
    } else {
      out(`Erased ${run.leads} leads in ${run.batches} batch(es): ${run.statusChanges} status changes, ${run.notes} notes, ${run.mails} mails.`);
    }
    out();
    out('Table                 Before    After');
    for (const table of TABLES) {
      out(`${table.padEnd(20)}  ${String(before[table]).padStart(6)}  ${String(after[table]).padStart(7)}`);
    }
  }
} finally {
  await db.orm.close();
}
