import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { Installer } from './Installer.ts';

/**
 * An account of the back office: staff, or (with `installer`) a user of an installer company, who sees
 * only its company's orders (issue 34, server/roles.ts). The password is stored only as an argon2id hash.
 */
const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(ADMIN_LIMITS.username).unique(),
    passwordHash: p.string().length(255).hidden(),
    installer: () => p.manyToOne(Installer).deleteRule('restrict').nullable().index(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
