import { AdminSession } from './AdminSession.ts';
import { ServiceRecord } from './ServiceRecord.ts';
import { SaltDelivery } from './SaltDelivery.ts';
import { Review } from './Review.ts';
import { SupportRequest } from './SupportRequest.ts';
import { SupportEvent } from './SupportEvent.ts';
import { SupportSlot } from './SupportSlot.ts';
import { Aftercare } from './Aftercare.ts';
import { Appointment } from './Appointment.ts';
import { AuditLogEntry } from './AuditLogEntry.ts';
import { FunnelErasure } from './FunnelErasure.ts';
import { HouseholdChange } from './HouseholdChange.ts';
import { HouseholdLink } from './HouseholdLink.ts';
import { Installer } from './Installer.ts';
import { Job } from './Job.ts';
import { Lead } from './Lead.ts';
import { LeadNote } from './LeadNote.ts';
import { LeadRoundChange } from './LeadRoundChange.ts';
import { LeadStatusChange } from './LeadStatusChange.ts';
import { LoginAttempt } from './LoginAttempt.ts';
import { MailTransportStatus } from './MailTransportStatus.ts';
import { Order } from './Order.ts';
import { OrderEvent } from './OrderEvent.ts';
import { OutboxMail } from './OutboxMail.ts';
import { PagePart } from './PagePart.ts';
import { PlaceFact } from './PlaceFact.ts';
import { PlaceFactChange } from './PlaceFactChange.ts';
import { Proposal } from './Proposal.ts';
import { ProposalBulkJob } from './ProposalBulkJob.ts';
import { Round } from './Round.ts';
import { RoundChange } from './RoundChange.ts';
import { SellerTerms } from './SellerTerms.ts';
import { User } from './User.ts';
import { VisitSlot } from './VisitSlot.ts';

export {
  AdminSession,
  Aftercare,
  Appointment,
  AuditLogEntry,
  HouseholdChange,
  HouseholdLink,
  Installer,
  Lead,
  LeadNote,
  LeadRoundChange,
  LeadStatusChange,
  LoginAttempt,
  Order,
  OrderEvent,
  PlaceFact,
  PlaceFactChange,
  Proposal,
  ProposalBulkJob,
  Round,
  RoundChange,
  SellerTerms,
  ServiceRecord,
  SaltDelivery,
  Review,
  SupportRequest,
  SupportEvent,
  SupportSlot,
  User,
  VisitSlot,
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
  Round,
  RoundChange,
  LeadRoundChange,
  PagePart,
  VisitSlot,
  Appointment,
  SellerTerms,
  MailTransportStatus,
  PlaceFact,
  PlaceFactChange,
  Aftercare,
  ServiceRecord,
  SaltDelivery,
  Review,
  SupportRequest,
  SupportEvent,
  SupportSlot,
];
