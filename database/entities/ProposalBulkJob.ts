import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import type { ProposalTermsInput } from '../../src/proposals/schema.ts';

/**
 * One proposal sent to a selection of leads (issue 24, decision 032): the terms and the leads chosen at
 * the moment staff confirmed. Its proposals are written lead by lead, each in its own transaction with
 * its mail; (job, lead) is unique among proposals, so a run that stopped halfway (a restart) goes on
 * where it stopped and never writes one twice. Holds no personal data besides lead numbers.
 */
const ProposalBulkJobSchema = defineEntity({
  name: 'ProposalBulkJob',
  tableName: 'proposal_bulk_jobs',
  properties: {
    id: p.integer().primary().autoincrement(),
    terms: p.json<ProposalTermsInput>(),
    leadIds: p.json<number[]>(),
    /** The seller of each lead's proposal, decided when staff confirmed (decision 043): lead number → installer. */
    installerByLead: p.json<Record<string, number>>().default('{}'),
    createdByName: p.string().length(ADMIN_LIMITS.username),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    finishedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export class ProposalBulkJob extends ProposalBulkJobSchema.class {}
ProposalBulkJobSchema.setClass(ProposalBulkJob);
