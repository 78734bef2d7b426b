/**
 * After a procedure that queued mail in its transaction: wakes the outbox once the change is committed,
 * so that the household's mail leaves within seconds instead of at the outbox's next round.
 */
export function woken<T>(ctx: { deps: { jobs: { wake(name?: string): void } } }, result: T): T {
  ctx.deps.jobs.wake('mail.outbox');
  return result;
}
