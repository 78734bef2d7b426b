/** The cold-start section of `npm run bench`: process start (`node scripts/start.ts`) to the first 200 on `/`. */
import path from 'node:path';
import { fixed, median, spawnNode, waitForOk } from './bench-lib.ts';
import { BENCH_ENV, type BenchRun } from './bench-run.ts';

/** Starts the app on an empty database (`fresh` empties it), then `runs` times again; two rows. */
export async function coldStart(run: BenchRun, label: string, extra: Record<string, string>, fresh: () => Promise<void>, runs: number) {
  const appPort = String(await run.port());
  const env = { ...BENCH_ENV, PORT: appPort, DATA_DIR: path.join(run.scratch, `cold-${label}`), ...extra };
  const startOnce = async () => {
    const started = performance.now();
    const server = spawnNode('scripts/start.ts', env);
    try {
      return await waitForOk(server, `http://127.0.0.1:${appPort}/`, started, { everyMs: 5 });
    } finally {
      await server.stop();
    }
  };
  await fresh();
  const first = await startOnce();
  const restarts: number[] = [];
  for (let i = 0; i < runs; i++) restarts.push(await startOnce());
  const restart = median(restarts);
  run.rows.push({
    section: 'cold',
    measure: `cold start, ${label}, empty database (migrations)`,
    value: `${fixed(first)} ms`,
    target: '< 2000 ms',
    ok: first < 2000,
    figures: { ms: first },
  });
  run.rows.push({
    section: 'cold',
    measure: `cold start, ${label}, restart (median of ${runs})`,
    value: `${fixed(restart)} ms`,
    target: '< 2000 ms',
    ok: restart < 2000,
    figures: { ms: restart, runs: restarts.join(' ') },
  });
}
