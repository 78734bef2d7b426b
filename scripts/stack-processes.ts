/**
 * The child processes of `npm run stack` (scripts/stack.ts): each in a process group of its own, its
 * output in a log file, and a wait for it to be ready that fails as soon as it exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { projectRoot } from '../server/vike.ts';

export interface Child {
  name: string;
  child: ChildProcess;
  exited: Promise<void>;
  /** What it wrote so far (standard output and error). */
  output(): string;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `killAfterMs`. */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<void>;
}

/** Spawns a process in a process group of its own (Ctrl-C reaches only the stack), output to `logFile`. */
export function start(name: string, command: string, args: string[], env: Record<string, string>, logFile: string): Child {
  const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    exited,
    output: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async stop(signal = 'SIGTERM', killAfterMs = 15_000) {
      if (running()) child.kill(signal);
      const killer = setTimeout(() => running() && child.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(killer);
    },
  };
}

export async function waitFor(what: string, check: () => Promise<boolean>, proc?: Child, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${what} exited:\n${proc.output().slice(-3000)}`);
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what} did not come up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const answersOk = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
