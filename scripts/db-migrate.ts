/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { initORM, migrate } from '../database/orm.ts';
import { readEnvOrExit } from '../server/env.ts';

const env = readEnvOrExit();
const db = await initORM({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const applied = await migrate(db.orm);
  process.stdout.write(
    applied.length > 0
      ? `Applied ${applied.length} migration(s) to ${db.kind} (${db.location}): ${applied.join(', ')}\n`
      : `Database ${db.kind} (${db.location}) is up to date\n`,
  );
} finally {
  await db.orm.close();
}
