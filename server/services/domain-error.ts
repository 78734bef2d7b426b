/**
 * What the services (and the checks before them) throw when a request cannot be carried out as asked:
 * one error type, `DomainError`, whose `kind` says what went wrong and whose `details` carry what its
 * answer needs. The answer to each kind (tRPC code and so HTTP status, Retry-After, REST headers) is
 * decided in one table, server/errors/domain-answers.ts, and its message comes from one dictionary keyed
 * by kind, server/errors/messages.ts. Services never build an answer themselves.
 *
 * A new case is one line here (its kind and what it carries), one in the answers' table and one in the
 * dictionary; the compiler asks for the last two.
 */

import type { Locale } from '../../src/i18n/locale.ts';
import type { LeadStatus } from '../../src/leads/status.ts';
import type { OrderDateField } from '../../src/orders/date-rules.ts';

/** A kind that carries nothing to its answer. */
type Nothing = Record<string, never>;

/** A refusal for a rate limit: the seconds until the client may send again (its `Retry-After`). */
interface Wait {
  retryAfterSeconds: number;
}

/** Every kind of domain error, with what it carries. */
export interface DomainErrorDetails {
  /** The username or the password is wrong (the answer never says which). */
  invalidCredentials: Nothing;
  /** No valid staff session behind the request: no token, or a malformed, expired or revoked one. */
  unauthenticated: Nothing;
  /**
   * A signed-in caller of another role: an installer's user on a staff path, or staff on an installer's
   * path (issue 34). 403: it is who it says, but this is not its part.
   */
  forbidden: Nothing;
  /** Too many failed sign-ins: the next attempt is refused until the wait has passed. */
  loginRateLimited: Wait;
  /** The address used up its signup allowance (LEADS_RATE_LIMIT), counted per call of `lead.submit`. */
  signupRateLimited: Wait;
  /** The address used up a tier of its request allowance (READ_RATE_LIMIT or WRITE_RATE_LIMIT). */
  requestRateLimited: Wait;
  /** The address used up its allowance of household calls (HOUSEHOLD_RATE_LIMIT), failed look-ups included. */
  householdRateLimited: Wait;
  /** No lead with this id (never created, or erased). */
  leadNotFound: { id: number };
  /**
   * A change made against an older version of a lead than the stored one: a colleague changed it since
   * (issue 26). `latest` says what changed last, in Dutch, when known.
   */
  leadVersionConflict: { id: number; currentVersion: number; latest: string | null };
  /**
   * A household's personal link that opens nothing: malformed, forged, never issued or of an erased lead.
   * One kind for all, answered 404 with one message: the answer teaches nothing (decision 029).
   */
  householdLinkNotFound: Nothing;
  /** No such proposal of this lead (or of this household's link): 404, whoever's it may be. */
  proposalNotFound: Nothing;
  /** A proposal that can no longer be answered: answered, withdrawn (replaced, or its lead marked lost), or past its last day. */
  proposalClosed: { reason: 'answered' | 'withdrawn' | 'expired' };
  /** A single proposal to a customer or a lost lead, sent without the staff's explicit override (issue 31). */
  leadClosedForProposal: { status: LeadStatus };
  /** A lead's PATCH whose `If-Match` came empty: a precondition meant and lost (issue 31). */
  preconditionRequired: Nothing;
  /** No bulk send with this id. */
  bulkJobNotFound: { jobId: number };
  /** No place page with this slug (the public question where a place's round stands). */
  placeNotFound: { place: string };
  /** No fact with this number on that place page (issue 41). */
  placeFactNotFound: { id: number; page: string };
  /** No round with this id (issue 35). */
  roundNotFound: { id: number };
  /**
   * A round whose registration would run at the same time as another round's for a place of both
   * (issue 35): a signup must belong to one round. The other round is named.
   */
  roundOverlap: { id: number; name: string; registrationOpensAt: string; registrationClosesAt: string };
  /** No installer company with this id. */
  installerNotFound: { id: number };
  /** An installer with this company number exists already (one installer per company). */
  installerExists: { companyNumber: string };
  /** A change that would leave an installer without postal codes and provinces. */
  installerAreaEmpty: Nothing;
  /** A proposal names an installer that staff deactivated. */
  installerInactive: { id: number };
  /**
   * A proposal without a seller, and not exactly one active installer serving the lead's postal code
   * (decision 043): staff must choose one. `serving`: how many serve it.
   */
  sellerRequired: { postalCode: string; serving: number };
  /**
   * A proposal that includes salt or a PFAS filter, or asks a deposit, while its seller has not recorded
   * them (its terms, issue 42): staff record the seller's terms first, or leave the item out.
   */
  sellerTermsNotFound: Nothing;
  sellerTermsMissing: { item: 'salt' | 'filter' | 'payment'; seller: string };
  /** A bulk send without a seller, and `leads` of its leads not served by exactly one active installer. */
  bulkSellerRequired: { leads: number };
  /** No order with this id (or not of this household's link). */
  orderNotFound: Nothing;
  /** A step the order's lifecycle does not allow from where it is, or not to this kind of actor. */
  orderTransitionRefused: { from: string; to: string };
  /** No such time slot offered to this order (or no longer: another was picked, or new ones were offered). */
  slotNotFound: Nothing;
  /** The household may move or cancel its appointment up to 24 hours before it; after that, by phone. */
  appointmentLocked: { startsAt: string };
  /** Aftercare (issue 44) before the order is installed: a review, a request for help or salt. */
  notInstalled: Nothing;
  /** No such request for help of this household, or not of this installer's company. */
  supportRequestNotFound: Nothing;
  /** A step a request's lifecycle does not allow from where it is, or not to this kind of actor. */
  supportTransitionRefused: { from: string; to: string };
  /** Asking more salt than is left of the allowance (or none at all). */
  saltNotAvailable: { leftKg: number };
  /** No such salt delivery of this household, or not of this installer's company. */
  saltDeliveryNotFound: Nothing;
  /** No such review. */
  reviewNotFound: Nothing;
  /** Staff publishing a review its household does not consent to show. */
  reviewNotConsented: Nothing;
  /** Another account has this username already. */
  usernameTaken: { username: string };
  /** A sign-in with the right password of an account staff disabled, or of a disabled company (issue 43). */
  accountDisabled: Nothing;
  /** A new password that is common or guessable (server/services/password-rules.ts). */
  passwordTooWeak: Nothing;
  /** No installer user with this id (staff's screens; issue 43). */
  installerUserNotFound: Nothing;
  /**
   * A date of an order outside what its life allows (issue 43): a visit, a plan, an installation or a
   * collection before what must come first, in the future where it records the past, or past the horizon
   * of a plan. `earliest` and `latest` are days (`YYYY-MM-DD`); `field` names the input.
   */
  orderDateOutOfRange: { field: OrderDateField; earliest: string; latest: string };
  /** A correction of a date the order does not have yet (issue 43): record the step instead. */
  orderDateNotSet: { field: OrderDateField };
  /** The household asked for other times more often today than allowed (issue 43). */
  otherTimesLimit: Wait;
  /** A collection recorded for an order that has nothing to collect (not withdrawn after an installation). */
  nothingToCollect: Nothing;
  /** A withdrawal after the period's last day (14 days after the installation). */
  withdrawalPeriodOver: { lastDay: string };
  /** Staff erasing a lead whose order must be kept for the seller's legal duties until `keptUntil` (decision 046). */
  orderKept: { keptUntil: string };
  /** A request that arrived while the server shuts down: to be sent again (to another instance). */
  shuttingDown: Nothing;
  /**
   * The database cannot be reached. database/availability.ts recognises the driver's errors
   * (`isDatabaseUnavailable`); the answers treat them as this kind.
   */
  databaseUnavailable: Nothing;
}

export type DomainErrorKind = keyof DomainErrorDetails;

/** The details argument: required when the kind carries something, absent when it carries nothing. */
type DetailsArgument<K extends DomainErrorKind> = DomainErrorDetails[K] extends Nothing ? [] : [details: DomainErrorDetails[K]];

export class DomainError<K extends DomainErrorKind = DomainErrorKind> extends Error {
  override name = 'DomainError';
  readonly kind: K;
  readonly details: DomainErrorDetails[K];
  /**
   * The language of the household it concerns, where the service knows it (a lead's): its answer is in
   * that language. Unset, the answer takes the request's (server/answer-locale.ts).
   */
  locale: Locale | undefined;

  constructor(kind: K, ...[details]: DetailsArgument<K>) {
    // For the log only: the client's message comes from server/errors/messages.ts.
    super(details ? `${kind} ${JSON.stringify(details)}` : kind);
    this.kind = kind;
    this.details = (details ?? {}) as DomainErrorDetails[K];
  }

  /** The same error, answered in `locale` (the language of the lead it concerns). */
  for(locale: Locale): this {
    this.locale = locale;
    return this;
  }
}

/** Whether `error` is a domain error of this kind. */
export function isDomainError<K extends DomainErrorKind>(error: unknown, kind: K): error is DomainError<K> {
  return error instanceof DomainError && error.kind === kind;
}
