/**
 * How many households signed up, for the public pages (decision 022): distinct e-mail addresses among
 * the leads, leaving out those who said they are not interested. Counted at most once a minute per
 * database (every public page asks, through one small cached endpoint), and shown rounded down from a
 * threshold on (src/households/count.ts).
 */
import type { Database } from '../../database/orm.ts';
import { type HouseholdCount, shownHouseholdCount } from '../../src/households/count.ts';
import type { AppDeps } from '../deps.ts';

/** How long one count serves every page. */
export const HOUSEHOLD_COUNT_TTL_MS = 60_000;

const COUNT_SQL = `select count(distinct lower("email"))::int as "households" from "leads" where "status" is distinct from 'lost'`;

const cached = new WeakMap<Database, { at: number; count: Promise<number> }>();

async function countHouseholds(db: Database): Promise<number> {
  const rows = (await db.orm.em.fork().getConnection().execute(COUNT_SQL)) as Array<{ households: number }>;
  return rows[0]?.households ?? 0;
}

/** The figure the pages may show now; a failed count is not kept, the next request counts again. */
export async function householdCount(deps: Pick<AppDeps, 'db'>, now = Date.now()): Promise<HouseholdCount> {
  let entry = cached.get(deps.db);
  if (!entry || now - entry.at >= HOUSEHOLD_COUNT_TTL_MS) {
    const count = countHouseholds(deps.db);
    entry = { at: now, count };
    cached.set(deps.db, entry);
    count.catch(() => {
      if (cached.get(deps.db) === entry) cached.delete(deps.db);
    });
  }
  return { households: shownHouseholdCount(await entry.count) };
}
