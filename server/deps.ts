import type { Database, Em } from '../database/orm.ts';
import type { Env } from './env.ts';

/** What the services of one running app share: configuration and the database. */
export interface AppDeps {
  env: Env;
  db: Database;
}

/** A fresh EntityManager with its own identity map, for one request or one job. */
export function forkEm(deps: AppDeps): Em {
  return deps.db.orm.em.fork();
}
