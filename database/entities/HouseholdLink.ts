import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './Lead.ts';

/**
 * A personal link to a household's own page (issue 23, decision 029): the SHA-256 of the secret token
 * that a mail carried in `PUBLIC_URL/mijn-aanmelding#<token>`. The token itself is never stored. A lead
 * has one per mail that carried a link (the confirmation, each new link it asked for, later its
 * proposals), each valid until the lead is erased: the rows go with it (cascade).
 */
const HouseholdLinkSchema = defineEntity({
  name: 'HouseholdLink',
  tableName: 'household_links',
  properties: {
    id: p.integer().primary().autoincrement(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export class HouseholdLink extends HouseholdLinkSchema.class {}
HouseholdLinkSchema.setClass(HouseholdLink);
