import { p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { User } from './User.ts';

/**
 * Who made a change and when, as every history of staff changes keeps it (a lead's status, a lead's
 * round, a round): the account while it exists, its name for after it is removed, the moment.
 */
export function staffChangeProperties() {
  return {
    changedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    changedByName: p.string().length(ADMIN_LIMITS.username),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  };
}
