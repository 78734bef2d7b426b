import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import type { IncludedItem } from '../../src/proposals/included.ts';
import { type NotePhrase, PROPOSAL_LIMITS } from '../../src/proposals/schema.ts';
import { PROPOSAL_STATUSES } from '../../src/proposals/status.ts';
import { Installer } from './Installer.ts';
import { Lead } from './Lead.ts';
import { ProposalBulkJob } from './ProposalBulkJob.ts';

/**
 * A personal proposal to a lead (issue 24): the terms staff chose, the text the household reads (written
 * once, when sent), and the household's answer. At most one per lead waits for an answer (a partial
 * unique index): sending a new one withdraws it. Erased with the lead.
 */
const ProposalSchema = defineEntity({
  name: 'Proposal',
  tableName: 'proposals',
  properties: {
    id: p.integer().primary().autoincrement(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade'),
    /** The bulk send it came from, if any: one proposal per lead and job (decision 032). */
    bulkJob: () => p.manyToOne(ProposalBulkJob).nullable().deleteRule('set null'),
    /**
     * The seller (issue 33, decision 043). Every proposal sent since has one (the service refuses to send
     * without); null only on proposals sent before sellers existed.
     */
    installer: () => p.manyToOne(Installer).nullable().deleteRule('restrict').index(),
    status: p.enum(PROPOSAL_STATUSES).columnType('varchar(10)').default('sent'),
    model: p.string().length(3),
    hasWifi: p.boolean(),
    /** Euro, VAT included; more than 0 (a CHECK). */
    priceEuro: p.integer(),
    included: p.json<IncludedItem[]>(),
    /** The free text of proposals sent before the window was a date range (issue 33); null since. */
    installationWindow: p.string().length(100).nullable(),
    /** The installation window's first and last day (null only on proposals sent before issue 33). */
    installationFrom: p.string().columnType('date').nullable(),
    installationTo: p.string().columnType('date').nullable(),
    /** Fixed phrases, written in the household's language. */
    phrases: p.json<NotePhrase[]>().default('[]'),
    /** The deposit the proposal asks, in euro, as its text states it (issue 42); null on proposals sent before. */
    depositEuro: p.integer().nullable(),
    /** The VAT rate the price includes, in percent (decision 045). */
    vatRate: p.integer().default(21),
    /** The last day it can be accepted, until midnight in Brussels. */
    validUntil: p.string().columnType('date'),
    note: p.string().length(PROPOSAL_LIMITS.note).nullable(),
    /** The proposal as the household reads it (src/proposals/texts.ts, `proposalDocument`), one paragraph a line. */
    text: p.text(),
    sentByName: p.string().length(ADMIN_LIMITS.username),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    answeredAt: p.datetime().columnType('timestamptz').nullable(),
    /** What the household had on its screen when it accepted: the record of the contract's terms. */
    acceptedText: p.text().nullable(),
    /** When the one reminder before the end was written to the outbox. */
    remindedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  checks: [{ name: 'proposals_price_euro_check', expression: '"price_euro" > 0' }],
  uniques: [
    { name: 'proposals_bulk_job_lead_unique', properties: ['bulkJob', 'lead'] },
    {
      name: 'proposals_one_open_per_lead',
      expression: `create unique index "proposals_one_open_per_lead" on "proposals" ("lead_id") where "status" = 'sent'`,
    },
  ],
  indexes: [
    { name: 'proposals_lead_id_created_at_index', properties: ['lead', 'createdAt'] },
    {
      name: 'proposals_open_valid_until_index',
      expression: `create index "proposals_open_valid_until_index" on "proposals" ("valid_until") where "status" = 'sent'`,
    },
  ],
});

export class Proposal extends ProposalSchema.class {}
ProposalSchema.setClass(Proposal);
