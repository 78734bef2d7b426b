/**
 * How background work is held by one process at a time (decision 037, amended by issue 45). A claim
 * stamps `locked_until` = now + LEASE_MS on the rows it takes (a job of `jobs`, mails of `mail_outbox`);
 * the holder renews it every RENEW_EVERY_MS while it works. A process that dies stops renewing, so its
 * work is free for another instance (or its own restart) at most LEASE_MS later, not after a long lease.
 *
 * The stamped time is also the holder's token: a renewal, and the end of the work, change only rows whose
 * `locked_until` is still the one this holder wrote. A holder that lost its lease (its renewals failed
 * for a whole lease, e.g. cut off from the database, and another instance took the work) cannot extend or
 * overwrite the new holder's, and is told to stop (`lost()`), so the work never runs twice at once.
 */
import type { Em } from '../../database/orm.ts';

/** How long a claim holds without a renewal. */
export const LEASE_MS = 30_000;
/** How often a holder renews: three renewals may fail before the lease ends. */
export const RENEW_EVERY_MS = 10_000;

export interface Lease {
  /** The holder's current token: the `locked_until` it wrote last. */
  readonly until: Date;
  /** True once a renewal found the rows taken by another holder, or the lease ran out unrenewed. */
  lost(): boolean;
  /** Stops renewing (the work ended; the caller writes the end with `until` as its token). */
  end(): void;
}

/**
 * Renews a claim stamped `claimedUntil` every RENEW_EVERY_MS. `renew(token, next)` moves the rows whose
 * `locked_until` is `token` to `next` and says whether it found them all.
 */
export function holdLease(claimedUntil: Date, renew: (token: Date, next: Date) => Promise<boolean>, now: () => Date = () => new Date()): Lease {
  let until = claimedUntil;
  let lost = false;
  let renewing = false;
  const timer = setInterval(() => {
    if (renewing || lost) return;
    renewing = true;
    const next = new Date(now().getTime() + LEASE_MS);
    renew(until, next)
      .then(
        (held) => {
          if (held) until = next;
          else lost = true;
        },
        // The database is away: the next renewal tries again, while the lease lasts.
        () => {
          if (now() >= until) lost = true;
        },
      )
      .finally(() => {
        renewing = false;
        if (lost) clearInterval(timer);
      });
  }, RENEW_EVERY_MS);
  timer.unref();
  return {
    get until() {
      return until;
    },
    lost: () => lost || now() >= until,
    end: () => clearInterval(timer),
  };
}

/**
 * On the embedded database the server is the only process (PGlite admits one): a lease found at start-up
 * was left by a process that died, and is ended at once instead of after its LEASE_MS.
 */
export async function endLeasesOfDeadProcess(em: Em, at = new Date()): Promise<void> {
  await em.execute(`update "jobs" set "locked_until" = ? where "locked_until" > ?`, [at, at]);
  await em.execute(`update "mail_outbox" set "locked_until" = null where "status" = 'pending' and "locked_until" is not null`);
}
