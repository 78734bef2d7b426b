import { defineEntity, p } from '@mikro-orm/core';
import { User } from './User.ts';

/**
 * A signed-in staff session. Only the SHA-256 hash of the bearer token is stored, so a copy of the
 * database does not let anyone sign in. Sessions live in the database so that every app instance on
 * the same PostgreSQL honours them (and their revocation) alike.
 */
const AdminSessionSchema = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_sessions',
  properties: {
    id: p.integer().primary().autoincrement(),
    tokenHash: p.string().length(64).unique(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().columnType('timestamptz'),
    /** Moved forward as the session is used; the idle limit counts from here. */
    lastSeenAt: p.datetime().columnType('timestamptz'),
    /** The absolute end of the session, however active it is. */
    expiresAt: p.datetime().columnType('timestamptz').index(),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export class AdminSession extends AdminSessionSchema.class {}
AdminSessionSchema.setClass(AdminSession);
