/**
 * Gives the pool back the connections that a failed transaction would keep for ever.
 *
 * MikroORM runs transactions through Kysely's ControlledTransaction, which returns its connection to
 * the pool only when BEGIN, COMMIT or ROLLBACK succeeds (kysely 0.29.6, pinned by MikroORM 7.2; open
 * upstream as kysely-org/kysely#1990). When the database server goes away in the middle of a
 * transaction, the ROLLBACK after the failure fails too, and the connection stays checked out: after
 * `max` such transactions the pool is full of dead connections, every request waits for a connection
 * until it times out, and the app never recovers without a restart.
 *
 * node-postgres tells when a connection ends (`end` on the client). A connection that ended while
 * checked out and that its holder has not returned shortly after is returned here, with an error, so
 * that the pool drops it and opens a new one when the server is back.
 */
import type { EventEmitter } from 'node:events';

/** Far longer than a holder takes to return a connection whose query just failed (microseconds). */
const ABANDONED_AFTER_MS = 1000;

interface PooledClient extends EventEmitter {
  release(error?: Error): void;
}

interface Pool {
  on(event: 'connect' | 'acquire', listener: (client: PooledClient) => void): unknown;
  on(event: 'release', listener: (error: Error | undefined, client: PooledClient) => void): unknown;
}

export function reclaimAbandonedConnections(pool: Pool, onReclaim: () => void = () => undefined): void {
  const checkedOut = new Set<PooledClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      const timer = setTimeout(() => {
        if (!checkedOut.has(client)) return;
        const release = client.release;
        // Should its holder return it after all, that must not throw "released twice".
        client.release = () => undefined;
        release.call(client, new Error('connection ended while checked out and was not returned'));
        onReclaim();
      }, ABANDONED_AFTER_MS);
      timer.unref();
    });
  });
}
