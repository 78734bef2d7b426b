/**
 * What a client is told while the database is away (HTTP 503). Shared by the server, which sends it,
 * and the signup form, which shows it also when a proxy in front of the app answers 502, 503 or 504.
 */

/** For visitors and staff alike: nothing is wrong with what they sent, and sending it again is safe. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Door een tijdelijke storing kunnen we uw aanvraag nu niet verwerken. Probeer het over enkele ogenblikken opnieuw.';

/** The `Retry-After` of a 503, in seconds: a database restart takes a few. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The `code` of the REST body of a 503, for API clients that act on it. */
export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';
