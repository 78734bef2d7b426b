/**
 * A production server whose clock a browser test moves (issue 35: a round's registration closing): the
 * app's time is the system's plus the milliseconds written in the file CLOCK_OFFSET_FILE (read at every
 * tick, 0 while the file is missing). Only this test entry passes a clock; production's entry
 * (server/main.ts, `npm start`) has none, and no request can move it.
 */
import { readFileSync } from 'node:fs';
import { readEnvOrExit } from '../../server/env.ts';
import { startServer } from '../../server/main.ts';

const offsetFile = process.env.CLOCK_OFFSET_FILE;
if (!offsetFile) throw new Error('CLOCK_OFFSET_FILE is not set');

function offsetMs(): number {
  try {
    return Number(readFileSync(offsetFile as string, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

await startServer(readEnvOrExit(), { clock: () => new Date(Date.now() + offsetMs()) });
