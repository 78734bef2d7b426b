import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';

/**
 * One sign-in attempt of the back office, kept only for the length of the rate-limit window (older
 * rows are pruned). In the database rather than in memory so that the limit holds across instances.
 */
const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempts',
  properties: {
    id: p.integer().primary().autoincrement(),
    ip: p.string().length(64),
    /** The username as typed, lower-cased: failures count per username whether it exists or not. */
    username: p.string().length(ADMIN_LIMITS.username),
    /** Null while the password is being checked, then true or false. */
    succeeded: p.boolean().nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  indexes: [
    { name: 'login_attempts_ip_created_at_index', properties: ['ip', 'createdAt'] },
    { name: 'login_attempts_username_created_at_index', properties: ['username', 'createdAt'] },
  ],
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
