/**
 * Every message of an error answer: one dictionary per language keyed by the kind of domain error, and
 * the messages of requests refused before a handler ran or failing unexpectedly. A household reads its
 * answers in its language (issue 36; server/answer-locale.ts says which): the words live in src/ with the
 * page's, the household page's and the proposals' texts, and are read here. Staff's answers (sign-in,
 * leads, bulk sends) are Dutch in both dictionaries, as the back office is. Refusals of malformed requests
 * (413, 415, bad JSON) are for API clients and stay Dutch.
 */
import { AUTH_ERRORS, closedLeadProposalMessage, leadChangedMessage, tooManyAttemptsMessage } from '../../src/admin/messages.ts';
import { formatTimeIn } from '../../src/i18n/format.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { textsFor } from '../../src/i18n/server-texts.ts';
import { aftercareTexts } from '../../src/aftercare/texts.ts';
import { householdTexts } from '../../src/household-page/texts.ts';
import { orderTexts } from '../../src/orders/texts.ts';
import { proposalTexts } from '../../src/proposals/texts.ts';
import { visitTexts } from '../../src/visits/texts.ts';
import { installerTexts } from '../../src/installers/texts.ts';
import { formatDate, formatDateTime, isoDateInBrussels } from '../../src/admin/format.ts';
import { ACCOUNT_MESSAGES } from '../../src/admin/account.ts';
import type { DomainError, DomainErrorDetails, DomainErrorKind } from '../services/domain-error.ts';

/** The message of each kind, from what the error carries. */
type DomainErrorMessages = { [K in DomainErrorKind]: (details: DomainErrorDetails[K]) => string };

/** When a client may send again: the wait from now, rounded up to the minute, in Belgian time ('14:36'). */
function retryTime(locale: Locale, retryAfterSeconds: number, now = Date.now()): string {
  return formatTimeIn(locale, new Date(Math.ceil((now + retryAfterSeconds * 1000) / 60_000) * 60_000));
}

/** 'Too many requests, try again at 14:36', in the household's language. */
export function tooManyRequestsMessage(retryAfterSeconds: number, locale: Locale = 'nl'): string {
  return textsFor(locale).answers.tooManyRequests(retryTime(locale, retryAfterSeconds));
}

function messagesIn(locale: Locale): DomainErrorMessages {
  const { answers, signup } = textsFor(locale);
  const household = householdTexts(locale).errors;
  const proposals = proposalTexts(locale).errors;
  const orders = orderTexts(locale).errors;
  const visits = visitTexts(locale).errors;
  const installer = installerTexts(locale).errors;
  const aftercare = aftercareTexts(locale).errors;
  return {
    // The sign-in answers in the browser's language (a French-speaking installer's phone; issue 43).
    invalidCredentials: () => (locale === 'fr' ? installer.invalidCredentials : AUTH_ERRORS.invalidCredentials),
    unauthenticated: () => AUTH_ERRORS.unauthenticated,
    forbidden: () => AUTH_ERRORS.forbidden,
    loginRateLimited: ({ retryAfterSeconds }) => tooManyAttemptsMessage(retryAfterSeconds),
    signupRateLimited: ({ retryAfterSeconds }) => answers.tooManySignups(retryTime(locale, retryAfterSeconds)),
    requestRateLimited: ({ retryAfterSeconds }) => tooManyRequestsMessage(retryAfterSeconds, locale),
    householdRateLimited: ({ retryAfterSeconds }) => tooManyRequestsMessage(retryAfterSeconds, locale),
    leadNotFound: () => AUTH_ERRORS.leadNotFound,
    leadVersionConflict: ({ latest }) => leadChangedMessage(latest),
    householdLinkNotFound: () => household.linkNotFound,
    proposalNotFound: () => proposals.notFound,
    proposalClosed: ({ reason }) => proposals[reason],
    leadClosedForProposal: ({ status }) => closedLeadProposalMessage(status),
    preconditionRequired: () => 'If-Match is leeg: stuur de ETag van het detail (bijvoorbeeld "3"), of laat de header weg.',
    bulkJobNotFound: () => 'Deze verzending bestaat niet.',
    // Staff and API clients only: Dutch in both.
    placeNotFound: () => 'Onbekende plaats: geef de slug van een plaatspagina, zoals gent of hainaut.',
    placeFactNotFound: ({ id, page }) => `Feit ${id} staat niet op de pagina ${page}.`,
    roundNotFound: ({ id }) => `Ronde ${id} bestaat niet.`,
    roundOverlap: ({ id, name, registrationOpensAt, registrationClosesAt }) =>
      `Deze ronde overlapt met ronde ${id} (${name}): de inschrijvingen van beide lopen tegelijk voor dezelfde plaatsen (die van ronde ${id} van ${formatDateTime(registrationOpensAt)} tot ${formatDateTime(registrationClosesAt)}). Kies andere data of een ander gebied.`,
    // Installers and sellers are staff's business: Dutch (issue 33).
    installerNotFound: () => 'Deze installateur bestaat niet.',
    installerExists: ({ companyNumber }) => `Er is al een installateur met ondernemingsnummer ${companyNumber}.`,
    installerAreaEmpty: () => 'Werkgebied: geef postcodes of provincies op.',
    installerInactive: () => 'Deze installateur is niet actief: kies een actieve verkoper.',
    sellerRequired: ({ postalCode, serving }) =>
      `Kies een verkoper (installerId): ${serving === 0 ? 'geen actieve installateur werkt' : `${serving} actieve installateurs werken`} in postcode ${postalCode}.`,
    sellerTermsNotFound: () => 'Voor deze installateur zijn nog geen voorwaarden vastgelegd.',
    sellerTermsMissing: ({ item, seller }) =>
      `${{ salt: 'Zout', filter: 'PFAS-filter', payment: 'Voorschot' }[item]}: ${seller} heeft ${{ salt: 'geen zout', filter: 'geen PFAS-filter', payment: 'niet vastgelegd hoe een voorschot betaald wordt (rekening)' }[item]} in zijn voorwaarden. Leg de voorwaarden van de verkoper vast (Installateurs) of laat het weg.`,
    bulkSellerRequired: ({ leads }) =>
      `Kies een verkoper (installerId): voor ${leads === 1 ? '1 lead' : `${leads} leads`} van deze selectie werkt niet precies één actieve installateur in de postcode.`,
    // An order: the household's words where the household acts (its page), staff's otherwise.
    orderNotFound: () => orders.notFound,
    orderTransitionRefused: ({ from, to }) => orders.transitionRefused(from, to),
    withdrawalPeriodOver: ({ lastDay }) => orders.withdrawalOver(lastDay),
    // The visit (issue 34): the household's words on its page.
    slotNotFound: () => visits.slotNotFound,
    appointmentLocked: () => visits.locked,
    // Aftercare (issue 44): the household's words on its page; installers and staff read the same.
    notInstalled: () => aftercare.notInstalled,
    supportRequestNotFound: () => aftercare.requestNotFound,
    supportTransitionRefused: () => aftercare.transitionRefused,
    saltNotAvailable: ({ leftKg }) => aftercare.saltLeft(leftKg),
    saltDeliveryNotFound: () => aftercare.deliveryNotFound,
    reviewNotFound: () => aftercare.reviewNotFound,
    reviewNotConsented: () => 'Het huishouden gaf geen toestemming om deze beoordeling te tonen: ze kan niet gepubliceerd worden.',
    usernameTaken: ({ username }) => `De gebruikersnaam ${username} is al in gebruik.`,
    // Installer users (issue 43): the installer's words in its language; staff's screens are Dutch.
    accountDisabled: () => installer.accountDisabled,
    passwordTooWeak: () => ACCOUNT_MESSAGES.nl.guessable,
    installerUserNotFound: () => 'Deze gebruiker bestaat niet (meer).',
    orderDateOutOfRange: ({ field, earliest, latest }) => installer.dateOutOfRange(field, earliest, latest, isoDateInBrussels(new Date())),
    orderDateNotSet: ({ field }) => installer.dateNotSet(field),
    otherTimesLimit: () => visits.otherTimesLimit,
    nothingToCollect: () => installer.nothingToCollect,
    orderKept: ({ keptUntil }) =>
      `Deze lead heeft een bestelling die voor de wettelijke plichten van de verkoper bewaard blijft tot ${formatDate(`${keptUntil}T12:00:00Z`)}; pas dan kan ze gewist worden.`,
    shuttingDown: () => signup.unavailable,
    databaseUnavailable: () => signup.unavailable,
  };
}

const DOMAIN_ERROR_MESSAGES: Record<Locale, DomainErrorMessages> = { nl: messagesIn('nl'), fr: messagesIn('fr') };

/** What a client is told of a domain error: in the language of the lead it names, else in `locale`. */
export function domainErrorMessage<K extends DomainErrorKind>(error: DomainError<K>, locale: Locale = 'nl'): string {
  const message: (details: DomainErrorDetails[K]) => string = DOMAIN_ERROR_MESSAGES[error.locale ?? locale][error.kind];
  return message(error.details);
}

/** What a client is told of an unexpected error: its details (SQL, stack) stay in the server's log. */
export function internalErrorMessage(locale: Locale = 'nl'): string {
  return textsFor(locale).answers.internal;
}

/**
 * Codes of refusals with a message of their own: a JSON body not valid UTF-8, a number in a tRPC input
 * with a fraction or an exponent (`1.0`), a body the client cut off, a request Node's HTTP parser or
 * tRPC could not read.
 */
export const INVALID_UTF8_CODE = 'INVALID_UTF8';
export const INEXACT_NUMBER_CODE = 'INEXACT_NUMBER';
export const CLIENT_ABORTED_CODE = 'CLIENT_ABORTED';
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
  if (code === INEXACT_NUMBER_CODE) return 'Ongeldig getal: schrijf elk getal op één manier, gehele getallen zonder komma of exponent (1, niet 1.0) en decimalen zonder nullen op het einde (32.5, niet 32.50).';
  if (code === UNREADABLE_CODE) return 'De aanvraag kon niet gelezen worden.';
  if (code === CLIENT_ABORTED_CODE) return 'De aanvraag werd afgebroken voordat ze volledig binnen was. Verstuur ze opnieuw.';
  return 'De aanvraag kon niet gelezen worden: verstuur geldige JSON.';
}

/** The answer to a request target that cannot be decoded (`/%`, `/%E0%A4%A`). */
export const BAD_TARGET_MESSAGE = 'Ongeldig adres: de aanvraag kon niet gelezen worden.';

/** 404 of a path that no route answers (pages have their own Dutch 404 page). */
export function noRouteMessage(method: string, path: string): string {
  return `Niet gevonden: ${method} ${path}`;
}
