import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { LOCALES } from '../../src/i18n/locale.ts';
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
    /** Staff disable an installer user (issue 43): its sessions end at once and it cannot sign in. */
    active: p.boolean().default(true),
    /** The language of an installer user's view, answers, notices and calendar texts (issue 43); staff's screens are Dutch. */
    language: p.enum(LOCALES).columnType('varchar(2)').default('nl'),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
