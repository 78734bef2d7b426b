import { AdminSession } from './AdminSession.ts';
import { AuditLogEntry } from './AuditLogEntry.ts';
import { FunnelErasure } from './FunnelErasure.ts';
import { HouseholdChange } from './HouseholdChange.ts';
import { HouseholdLink } from './HouseholdLink.ts';
import { Installer } from './Installer.ts';
import { Job } from './Job.ts';
import { Lead } from './Lead.ts';
import { LeadNote } from './LeadNote.ts';
import { LeadStatusChange } from './LeadStatusChange.ts';
import { LoginAttempt } from './LoginAttempt.ts';
import { Order } from './Order.ts';
import { OrderEvent } from './OrderEvent.ts';
import { OutboxMail } from './OutboxMail.ts';
import { Proposal } from './Proposal.ts';
import { ProposalBulkJob } from './ProposalBulkJob.ts';
import { User } from './User.ts';

export {
  AdminSession,
  AuditLogEntry,
  HouseholdChange,
  HouseholdLink,
  Installer,
  Lead,
  LeadNote,
  LeadStatusChange,
  LoginAttempt,
  Order,
  OrderEvent,
  Proposal,
  ProposalBulkJob,
  User,
};

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
  Installer,
  Proposal,
  Order,
  OrderEvent,
  FunnelErasure,
  Job,
];
