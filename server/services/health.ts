import { compactingSince } from '../../database/forget-erased.ts';
import type { AppDeps } from '../deps.ts';
import { mailAlert } from './mail/mail-status.ts';

export interface Health {
  /**
   * ok: the database answered a round trip; compacting: the embedded database is rewriting its files
   * after an erasure (decision 020) and answers queries once it is done; mail-failing: the database
   * answers, but no mail got through for longer than MAIL_ALERT_AFTER (restarting will not help: staff
   * see why in the back office); unavailable: no answer in time.
   */
  status: 'ok' | 'compacting' | 'mail-failing' | 'unavailable';
  database: AppDeps['db']['kind'];
  /** While compacting, or while mail fails: since when (ISO time). */
  since?: string;
}

/** How long the check waits for the database while it is compacting before it says so. */
const COMPACTING_WAIT_MS = 50;
/** A compaction that runs longer than this is no longer "busy": the database is reported unavailable. */
const COMPACTION_LIMIT_MS = 60_000;

/**
 * A real round trip to the database, bounded in time so that a hung database reports quickly. While the
 * embedded database rewrites its files the round trip waits for it: the check then answers within
 * 50 ms that it is compacting, for a minute at most; after that, unavailable.
 */
export async function checkHealth(deps: AppDeps, timeoutMs = 2000): Promise<Health> {
  const database = deps.db.kind;
  const em = deps.db.orm.em.fork();
  const started = Date.now();
  let watch: NodeJS.Timeout | undefined;
  try {
    // One round trip: the database answers, and says since when mail fails (server/services/mail/mail-status.ts).
    const probe = em
      .getConnection()
      .execute<Array<{ ok: number; mail_failing_since: Date | string | null }>>(
        `select 1 as ok, (select "failing_since" from "mail_transport_status" where "id" = 1) as mail_failing_since`,
      )
      .then((rows): Health => {
        const row = rows[0];
        if (row?.ok !== 1) return { status: 'unavailable', database };
        const since = row.mail_failing_since;
        if (since && mailAlert(since, deps.env.MAIL_ALERT_AFTER)) return { status: 'mail-failing', database, since: new Date(since).toISOString() };
        return { status: 'ok', database };
      });
    const verdict = new Promise<Health>((resolve) => {
      watch = setInterval(() => {
        const since = compactingSince(em);
        const waited = Date.now() - started;
        if (since && waited >= COMPACTING_WAIT_MS) {
          const busy = Date.now() - since.getTime() < COMPACTION_LIMIT_MS;
          resolve(busy ? { status: 'compacting', database, since: since.toISOString() } : { status: 'unavailable', database });
        } else if (waited >= timeoutMs) {
          resolve({ status: 'unavailable', database });
        }
      }, 10);
    });
    return await Promise.race([probe, verdict]);
  } catch {
    return { status: 'unavailable', database };
  } finally {
    clearInterval(watch);
  }
}
