/**
 * `npm run db:backup [-- --out FILE] [--force]`: a backup of the configured database (DATABASE_URL, or
 * the embedded one under DATA_DIR) in one file, by default `backups/<kind>-<time>.<ext>`. The embedded
 * database must not be open (stop the server); `--force` overrides that check after a crash.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { out: { type: 'string' }, force: { type: 'boolean', default: false } } });
// The database's modules load once the call is right (a wrong one is answered at once).
const { readEnvOrExit } = await import('../server/env.ts');
const { describeDatabase } = await import('../database/orm.ts');
const { BackupError, backupDatabase, backupFileName } = await import('../database/backup.ts');
const env = readEnvOrExit();
const target = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
const { kind, location } = describeDatabase(target);
const file = values.out ?? path.join('backups', backupFileName(kind));
try {
  const { bytes } = await backupDatabase(target, file, { force: values.force });
  process.stdout.write(`Backup of ${kind} (${location}) written to ${file} (${Math.ceil(bytes / 1024)} KB)\n`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
