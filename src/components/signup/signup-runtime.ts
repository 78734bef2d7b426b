/**
 * What the signup form loads once the visitor starts filling it in: the zod schema and the tRPC client.
 * Kept out of the first page load, which only needs the form's markup (src/leads/fields.ts).
 */
export { validateSignupField, validateSignupForm } from '../../leads/schema.ts';
export { createLeadClient, describeSubmitFailure } from './lead-client.ts';
