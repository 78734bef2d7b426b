/**
 * The real app, started on a PostgreSQL URL where no server answers (the database is down): what it
 * answers is what browsers receive during a database outage. The start-up steps that need the database
 * (migrations, the first admin) are left out, so that it can start at all. Used by tests/e2e/signup.spec.ts.
 */
import { initORM } from '../../database/orm.ts';
import { buildApp } from '../../server/app.ts';
import { readEnvOrExit } from '../../server/env.ts';

const env = readEnvOrExit();
const db = await initORM({ databaseUrl: env.DATABASE_URL });
const app = await buildApp({ env, db, vike: 'none', migrate: false });
await app.listen({ port: env.PORT, host: env.HOST });
