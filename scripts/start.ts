/**
 * `npm start`: checks the configuration, builds the site when the build is missing or out of date,
 * then starts the production server in this process. package.json runs it with `exec`: npm's `sh -c`
 * would otherwise stand between npm and node and not pass on SIGTERM, so a process manager stopping
 * `npm start` would leave the server running (issue 45). npm passes SIGTERM and SIGINT to its child.
 *
 * Node keeps the compiled code of every module in its compile cache (in the temporary folder): from the
 * second start on, loading the server's few thousand modules takes a fraction of the time. It must be on
 * before they load, hence the dynamic imports.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
const { readEnvOrExit } = await import('../server/env.ts');
// A wrong setting is said before the server's modules load.
const env = readEnvOrExit();
const { startServer } = await import('../server/main.ts');
const { ensureBuild } = await import('./build-if-needed.ts');

await ensureBuild(process.env);
await startServer(env);
