/**
 * `npm start`: checks the configuration, builds the site when the build is missing or out of date,
 * then starts the production server in this process (so signals reach it directly).
 */

import { readEnvOrExit, startServer } from '../server/main.ts';
import { ensureBuild } from './build-if-needed.ts';

const env = readEnvOrExit();
await ensureBuild(process.env);
await startServer(env);
