/**
 * `npm run db:migration:create [-- name]`: compares the entities with the schema that the existing
 * migrations build (on a scratch in-memory database) and writes the difference as a new TypeScript
 * migration in database/migrations/. Add the printed line to database/migrations/index.ts.
 */
import path from 'node:path';
import { initORM, MEMORY, migrate } from '../database/orm.ts';
import { projectRoot } from '../server/vike.ts';

const name = process.argv[2];
const db = await initORM({ dataDir: MEMORY });
try {
  await migrate(db.orm);
  const result = await db.orm.migrator.create(path.join(projectRoot, 'database', 'migrations'), false, false, name);
  if (!result.fileName) {
    process.stdout.write('No changes: the migrations already match the entities.\n');
  } else {
    const className = result.fileName.replace(/\.ts$/, '');
    process.stdout.write(
      `Wrote database/migrations/${result.fileName}\n` +
        `Add to database/migrations/index.ts:\n` +
        `  import { ${className} } from './${result.fileName}';\n` +
        `  { name: '${className}', class: ${className} },\n`,
    );
  }
} finally {
  await db.orm.close();
}
