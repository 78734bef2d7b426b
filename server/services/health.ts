import type { AppDeps } from '../deps.ts';

export interface Health {
  status: 'ok' | 'unavailable';
  database: AppDeps['db']['kind'];
}

/** A real round trip to the database, bounded in time so that a hung database reports quickly. */
export async function checkHealth(deps: AppDeps, timeoutMs = 2000): Promise<Health> {
  const database = deps.db.kind;
  let timer: NodeJS.Timeout | undefined;
  try {
    const probe = deps.db.orm.em.fork().getConnection().execute('select 1 as ok');
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), timeoutMs);
    });
    const rows = (await Promise.race([probe, timeout])) as Array<{ ok: number }>;
    return { status: rows[0]?.ok === 1 ? 'ok' : 'unavailable', database };
  } catch {
    return { status: 'unavailable', database };
  } finally {
    clearTimeout(timer);
  }
}
