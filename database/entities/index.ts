import { AdminSession } from './AdminSession.ts';
import { AuditLogEntry } from './AuditLogEntry.ts';
import { HouseholdChange } from './HouseholdChange.ts';
import { HouseholdLink } from './HouseholdLink.ts';
import { Job } from './Job.ts';
import { Lead } from './Lead.ts';
import { LeadNote } from './LeadNote.ts';
import { LeadStatusChange } from './LeadStatusChange.ts';
import { LoginAttempt } from './LoginAttempt.ts';
import { OutboxMail } from './OutboxMail.ts';
import { Proposal } from './Proposal.ts';
import { ProposalBulkJob } from './ProposalBulkJob.ts';
import { User } from './User.ts';

export { AdminSession, AuditLogEntry, HouseholdChange, HouseholdLink, Lead, LeadNote, LeadStatusChange, LoginAttempt, Proposal, ProposalBulkJob, User };

/** Every entity the ORM knows; add new ones here. */
export const entities = [
  Lead,
  User,
  OutboxMail,
  AdminSession,
  LoginAttempt,
  LeadStatusChange,
  LeadNote,
  AuditLogEntry,
  HouseholdLink,
  HouseholdChange,
  ProposalBulkJob,
  Proposal,
  Job,
];
