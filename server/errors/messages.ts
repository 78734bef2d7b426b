/**
 * Every message of an error answer, in Dutch: one dictionary keyed by the kind of domain error, and the
 * messages of requests refused before a handler ran or failing unexpectedly. Texts the browser shows too
 * (the login form's, the household page's, the proposals') keep their home in src/ and are read here.
 *
 * Answering in the household's language later: write a French dictionary of the same type
 * (`satisfies DomainErrorMessages`) and choose it where `domainErrorMessage` is called.
 */
import { AUTH_ERRORS, leadChangedMessage, tooManyAttemptsMessage } from '../../src/admin/messages.ts';
import { formatDateTime } from '../../src/admin/format.ts';
import { formatWaitMinutes } from '../../src/format.ts';
import { HOUSEHOLD_ERRORS } from '../../src/household-page/texts.ts';
import { PROPOSAL_ERRORS } from '../../src/proposals/texts.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/service-unavailable.ts';
import type { DomainError, DomainErrorDetails, DomainErrorKind } from '../services/domain-error.ts';

/** The message of each kind, from what the error carries. */
type DomainErrorMessages = { [K in DomainErrorKind]: (details: DomainErrorDetails[K]) => string };

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `U hebt te veel aanvragen na elkaar verstuurd. Probeer het over ${formatWaitMinutes(retryAfterSeconds)} opnieuw.`;
}

const NL_DOMAIN_ERROR_MESSAGES: DomainErrorMessages = {
  invalidCredentials: () => AUTH_ERRORS.invalidCredentials,
  unauthenticated: () => AUTH_ERRORS.unauthenticated,
  loginRateLimited: ({ retryAfterSeconds }) => tooManyAttemptsMessage(retryAfterSeconds),
  signupRateLimited: ({ retryAfterSeconds }) =>
    `U hebt te veel aanmeldingen na elkaar verstuurd. Probeer het over ${formatWaitMinutes(retryAfterSeconds)} opnieuw.`,
  requestRateLimited: ({ retryAfterSeconds }) => tooManyRequestsMessage(retryAfterSeconds),
  householdRateLimited: ({ retryAfterSeconds }) => HOUSEHOLD_ERRORS.tooManyRequests(formatWaitMinutes(retryAfterSeconds)),
  leadNotFound: () => AUTH_ERRORS.leadNotFound,
  leadVersionConflict: ({ latest }) => leadChangedMessage(latest),
  householdLinkNotFound: () => HOUSEHOLD_ERRORS.linkNotFound,
  proposalNotFound: () => PROPOSAL_ERRORS.notFound,
  proposalClosed: ({ reason }) => PROPOSAL_ERRORS[reason],
  bulkJobNotFound: () => 'Deze verzending bestaat niet.',
  placeNotFound: () => 'Onbekende plaats: geef de slug van een plaatspagina, zoals gent of hainaut.',
  roundNotFound: ({ id }) => `Ronde ${id} bestaat niet.`,
  roundOverlap: ({ id, name, registrationOpensAt, registrationClosesAt }) =>
    `Deze ronde overlapt met ronde ${id} (${name}): de inschrijvingen van beide lopen tegelijk voor dezelfde plaatsen (die van ronde ${id} van ${formatDateTime(registrationOpensAt)} tot ${formatDateTime(registrationClosesAt)}). Kies andere data of een ander gebied.`,
  shuttingDown: () => SERVICE_UNAVAILABLE_MESSAGE,
  databaseUnavailable: () => SERVICE_UNAVAILABLE_MESSAGE,
};

/** What a client is told of a domain error. */
export function domainErrorMessage<K extends DomainErrorKind>(error: DomainError<K>): string {
  const message: (details: DomainErrorDetails[K]) => string = NL_DOMAIN_ERROR_MESSAGES[error.kind];
  return message(error.details);
}

/** What a client is told of an unexpected error: its details (SQL, stack) stay in the server's log. */
export const INTERNAL_ERROR_MESSAGE = 'Er ging iets mis aan onze kant. Probeer het later opnieuw.';

/**
 * Codes of refusals with a message of their own: a JSON body not valid UTF-8, a number in a tRPC input
 * with a fraction or an exponent (`1.0`), a request Node's HTTP parser or tRPC could not read.
 */
export const INVALID_UTF8_CODE = 'INVALID_UTF8';
export const INEXACT_NUMBER_CODE = 'INEXACT_NUMBER';
export const UNREADABLE_CODE = 'UNREADABLE';

/** The Dutch message of a request refused before a handler ran (body too large, bad JSON...). */
export function requestErrorMessage(statusCode: number, bodyLimitBytes: number, code?: string): string {
  if (statusCode === 413) return `De aanvraag is te groot (hoogstens ${Math.floor(bodyLimitBytes / 1024)} KB).`;
  if (statusCode === 415) return 'Verstuur de gegevens als JSON (Content-Type: application/json).';
  if (statusCode === 404) return 'Niet gevonden.';
  if (statusCode === 405) return 'Deze methode is hier niet toegestaan.';
  if (statusCode === 408) return 'De aanvraag kwam niet op tijd binnen. Probeer het opnieuw.';
  if (statusCode === 431) return 'De aanvraag heeft te veel of te grote headers.';
  if (code === INVALID_UTF8_CODE) return 'De aanvraag bevat ongeldige tekens: verstuur de gegevens als UTF-8.';
  if (code === INEXACT_NUMBER_CODE) return 'Ongeldig getal: schrijf nummers als gehele getallen, zonder komma of exponent.';
  if (code === UNREADABLE_CODE) return 'De aanvraag kon niet gelezen worden.';
  return 'De aanvraag kon niet gelezen worden: verstuur geldige JSON.';
}

/** The answer to a request target that cannot be decoded (`/%`, `/%E0%A4%A`). */
export const BAD_TARGET_MESSAGE = 'Ongeldig adres: de aanvraag kon niet gelezen worden.';

/** 404 of a path that no route answers (pages have their own Dutch 404 page). */
export function noRouteMessage(method: string, path: string): string {
  return `Niet gevonden: ${method} ${path}`;
}
