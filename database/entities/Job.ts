import { defineEntity, p } from '@mikro-orm/core';

/**
 * pending: waits for its `run_at` (a recurring task's row stays pending, leased while it runs); running:
 * a one-off job taken by an instance (until `locked_until`); done; failed: gave up after its last attempt.
 */
const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * A unit of background work (server/jobs/, decision 037): a one-off job due at `run_at`, or the one row
 * of a recurring task, which stays pending and is moved to its next run each time it is taken. One
 * instance takes a due row at a time (`FOR UPDATE SKIP LOCKED` and a lease in `locked_until`). At most
 * one pending row per (name, key): enqueueing the same key again joins the job already waiting. Holds
 * no personal data: payloads carry ids, never names or addresses.
 */
const JobSchema = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    key: p.string().length(200).nullable(),
    payload: p.json<Record<string, unknown>>().default('{}'),
    status: p.enum(JOB_STATUSES).columnType('varchar(10)').default('pending'),
    runAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    attempts: p.integer().default(0),
    lockedUntil: p.datetime().columnType('timestamptz').nullable(),
    lastError: p.string().length(1000).nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    finishedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  uniques: [
    {
      name: 'jobs_pending_key_unique',
      expression: `create unique index "jobs_pending_key_unique" on "jobs" ("name", "key") where "status" = 'pending'`,
    },
  ],
  indexes: [
    {
      name: 'jobs_due_index',
      expression: `create index "jobs_due_index" on "jobs" ("run_at", "id") where "status" = 'pending'`,
    },
    { name: 'jobs_finished_at_index', properties: ['finishedAt'] },
  ],
});

export class Job extends JobSchema.class {}
JobSchema.setClass(Job);
