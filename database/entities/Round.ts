import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import type { RegionCode } from '../../src/places/data/places.ts';
import { ROUND_LIMITS } from '../../src/rounds/schema.ts';

/**
 * A round of the group purchase (issue 35, decision 047): where it runs (every place when it names no
 * province and no postal code), when registration opens and closes, and the days that follow (proposals
 * out, how long they hold, installations due). Its phase follows from these and the clock
 * (src/rounds/phase.ts). Staff make and change rounds; every change is a row of `round_changes`.
 */
const RoundSchema = defineEntity({
  name: 'Round',
  tableName: 'rounds',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(ROUND_LIMITS.name),
    /** ISO 3166-2:BE codes (BE-VOV), as the place pages' geo.region. */
    provinces: p.array<RegionCode>().default([]),
    postalCodes: p.array().default([]),
    registrationOpensAt: p.datetime().columnType('timestamptz'),
    registrationClosesAt: p.datetime().columnType('timestamptz'),
    /** Calendar days in Brussels. */
    proposalsFrom: p.string().columnType('date').nullable(),
    proposalsValidUntil: p.string().columnType('date').nullable(),
    installationsDueBy: p.string().columnType('date').nullable(),
    createdByName: p.string().length(ADMIN_LIMITS.username),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  checks: [{ name: 'rounds_registration_check', expression: '"registration_closes_at" > "registration_opens_at"' }],
});

export class Round extends RoundSchema.class {}
RoundSchema.setClass(Round);
