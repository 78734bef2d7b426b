/**
 * ORM configuration for tools that look for `mikro-orm.config.ts` (such as the MikroORM CLI). The app
 * itself opens the database through `initORM()` in database/orm.ts, from the same options.
 */
import { ormOptions } from './database/orm.ts';

export default ormOptions({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
