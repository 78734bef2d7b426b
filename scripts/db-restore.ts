/**
 * `npm run db:restore -- FILE [--replace]`: restores a backup of `npm run db:backup` into the configured
 * database, which must be empty unless `--replace` is given (PostgreSQL: the backup's tables are dropped
 * and created again, in one transaction; PGlite: the current folder is kept aside, renamed). Stop the
 * app first; it then starts on the restored data.
 */
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  process.stderr.write('Usage: npm run db:restore -- <backup file> [--replace]\n');
  process.exit(1);
}
// The database's modules load once the call is right (a wrong one is answered at once).
const { readEnvOrExit } = await import('../server/env.ts');
const { BackupError, restoreDatabase } = await import('../database/backup.ts');
const env = readEnvOrExit();
try {
  const result = await restoreDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file, {
    replace: values.replace,
  });
  process.stdout.write(`Restored ${file} into ${result.kind} (${result.location}): ${result.leads} leads\n`);
  if (result.keptAside) process.stdout.write(`The database that was there is kept at ${result.keptAside}\n`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
