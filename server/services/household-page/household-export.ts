/**
 * Everything stored about a household, for its own download (GDPR art. 15 and 20; decision 030): the
 * lead with every field the entity has, its status history, the notes staff wrote about it, what it
 * changed itself, the mails about it and the personal links issued to it. Staff names are left out:
 * they are the staff's personal data, not the household's (art. 15(4)). A mail already sent keeps
 * nothing but its kind and times (decision 016), so that is what the file can say of it.
 */
import { HouseholdChange, HouseholdLink, Lead, LeadNote, LeadStatusChange } from '../../../database/entities/index.ts';
import { MAIL_KINDS, type MailKind } from '../../../database/entities/OutboxMail.ts';
import { LEAD_FIELDS, leadJson } from '../../../database/lead-record.ts';
import type { LeadJson } from '../../../src/leads/lead-values.ts';
import type { Em } from '../../../database/orm.ts';
import type { ContactChanges, HouseholdChangeKind } from '../../../src/household-page/changes.ts';
import { DOWNLOAD_TEXTS } from '../../../src/household-page/texts.ts';
import type { LeadStatus } from '../../../src/leads/status.ts';
import { DomainError } from '../domain-error.ts';
import { leadOfLink } from './link-tokens.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { type HouseholdProposalView, householdProposalView, proposalsOfLead } from '../proposals/proposal-views.ts';
import { isoTime } from '../lead-query.ts';

interface ExportedMail {
  kind: string;
  /** `household`: sent to the household; `staff`: the notice to staff about its signup. */
  to: 'household' | 'staff';
  /** pending, sent, failed or withheld (not sent: the household stopped mail). */
  status: string;
  createdAt: string;
  sentAt: string | null;
  /** Only while the mail is still stored whole (not yet sent, or given up). */
  recipient?: string;
  subject?: string;
  text?: string;
}

export interface HouseholdExport {
  about: string;
  exportedAt: string;
  lead: LeadJson;
  statusHistory: Array<{ fromStatus: LeadStatus; toStatus: LeadStatus; at: string }>;
  notes: Array<{ body: string; at: string }>;
  ownChanges: Array<{ kind: HouseholdChangeKind; changes: ContactChanges | null; at: string }>;
  mails: ExportedMail[];
  /** Its personal proposals (issue 24), newest first, with its answers. */
  proposals: HouseholdProposalView[];
  /** When each personal link was issued (the links themselves are stored only as hashes). */
  links: Array<{ issuedAt: string }>;
}

interface MailRow {
  kind: string;
  status: string;
  recipient: string;
  subject: string;
  text: string;
  created_at: Date | string;
  sent_at: Date | string | null;
}

function exportedMail(row: MailRow): ExportedMail {
  const known = MAIL_KINDS[row.kind as MailKind] as (typeof MAIL_KINDS)[MailKind] | undefined;
  const mail: ExportedMail = {
    kind: row.kind,
    to: known?.household === false ? 'staff' : 'household',
    status: row.status,
    createdAt: isoTime(row.created_at),
    sentAt: row.sent_at === null ? null : isoTime(row.sent_at),
  };
  // A sent or withheld mail was emptied; one still waiting (or given up) is stored whole.
  if (row.subject !== '') Object.assign(mail, { recipient: row.recipient, subject: row.subject, text: row.text });
  return mail;
}

/** The file of everything stored about the link's lead. */
export async function exportHouseholdData(em: Em, token: string, now = new Date()): Promise<HouseholdExport> {
  const id = await leadOfLink(em, token);
  const [lead, history, notes, changes, mails, links, proposals] = await Promise.all([
    em.findOne(Lead, { id }),
    em.find(LeadStatusChange, { lead: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    em.find(LeadNote, { lead: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    em.find(HouseholdChange, { lead: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    em.execute<MailRow[]>(
      `select "kind", "status", "recipient", "subject", "text", "created_at", "sent_at" from "mail_outbox" where "lead_id" = ? order by "id"`,
      [id],
    ),
    em.find(HouseholdLink, { lead: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    proposalsOfLead(em, id),
  ]);
  if (!lead) throw new DomainError('householdLinkNotFound');
  return {
    about: DOWNLOAD_TEXTS.fileAbout,
    exportedAt: now.toISOString(),
    lead: leadJson(lead, LEAD_FIELDS),
    statusHistory: history.map((change) => ({ fromStatus: change.fromStatus, toStatus: change.toStatus, at: isoTime(change.createdAt) })),
    notes: notes.map((note) => ({ body: note.body, at: isoTime(note.createdAt) })),
    ownChanges: changes.map((change) => ({ kind: change.kind, changes: change.changes ?? null, at: isoTime(change.createdAt) })),
    mails: mails.map(exportedMail),
    proposals: proposals.map((proposal) => householdProposalView(proposal, isoDateInBrussels(now))),
    links: links.map((link) => ({ issuedAt: isoTime(link.createdAt) })),
  };
}
