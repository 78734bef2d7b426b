/**
 * `npm run admin:create -- --username NAME [--password-stdin]`: creates a staff account, or sets a new
 * password on an existing one (which also ends its sessions). The password is asked twice on the
 * terminal without echo, or read from standard input with --password-stdin (for scripts:
 * `printf '%s' "$PASSWORD" | npm run admin:create -- --username NAME --password-stdin`).
 * Uses the configured database (DATABASE_URL, or the embedded one under DATA_DIR; stop the server
 * first when it uses the embedded database, which one process at a time may open).
 *
 * Only `node:util` loads before the arguments are read: `--help` and a wrong call answer at once, and
 * the database's modules (a second or two on a busy machine) load only once there is work (issue 45).
 */
import { parseArgs } from 'node:util';

const USAGE = 'Usage: npm run admin:create -- --username NAME [--password-stdin]\n';

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function readStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  // A trailing line break comes from `echo` or a file, not from the password.
  return text.replace(/\r?\n$/, '');
}

/** Reads a line from the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

let args: { username?: string; 'password-stdin'?: boolean; help?: boolean };
try {
  args = parseArgs({
    options: {
      username: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
}
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
if (!args.username) fail(`--username is required\n${USAGE}`, 2);

let password: string;
if (args['password-stdin']) {
  password = await readStdin();
} else if (process.stdin.isTTY) {
  password = await askHidden('Password: ').catch(() => fail('Cancelled'));
  const again = await askHidden('Repeat password: ').catch(() => fail('Cancelled'));
  if (again !== password) fail('The passwords differ; nothing was changed.');
} else {
  fail(`No terminal to ask the password on: pass --password-stdin and pipe it in.\n${USAGE}`, 2);
}

const { checkAccount } = await import('../server/services/admin-account-check.ts');
let username: string;
try {
  username = checkAccount(args.username, password);
} catch (error) {
  fail(`Invalid account: ${error instanceof Error ? error.message : String(error)}; nothing was changed.`);
}

const { readEnvOrExit } = await import('../server/env.ts');
const { initORM, migrate } = await import('../database/orm.ts');
const { createOrResetAdmin } = await import('../server/services/admin-users.ts');
const env = readEnvOrExit();
const db = await initORM({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrate(db.orm);
  const outcome = await createOrResetAdmin(db.orm.em.fork(), username, password);
  process.stdout.write(
    outcome === 'created'
      ? `Created admin account "${username}".\n`
      : `Set a new password for "${username}"; its open sessions were ended.\n`,
  );
} finally {
  await db.orm.close();
}
