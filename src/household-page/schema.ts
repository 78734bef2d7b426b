/**
 * The inputs of the household's procedures (issue 23), shared by the page and the server. Written with
 * `zod/mini`, like the signup form, so that the page downloads only the checks it uses. The contact
 * fields are the signup form's own (src/leads/schema.ts): a correction is validated exactly as a signup.
 * Each input exists in both languages (`…For(locale)`, the page checks in its own) and, for the server,
 * as a parser that answers in the language the call names (`language`: the page sends its own; issue 36).
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { FR_VALIDATION } from '../i18n/fr-validation.ts';
import { type Locale, LOCALES } from '../i18n/locale.ts';
import { NL_VALIDATION } from '../i18n/nl-validation.ts';
import { leadFieldsSchemaFor, localizedParser } from '../leads/schema.ts';
import { CONTACT_FIELDS } from './changes.ts';
import { householdTexts } from './texts.ts';

/**
 * The secret of a personal link. Any text up to this length is looked up (a wrong one answers 404 like
 * a forged one, decision 029); only what cannot be a token at all (not text, or longer) is invalid input.
 */
const MAX_TOKEN_INPUT = 200;

/** The language of the page that calls: its answers come in it (optional; API clients get Dutch). */
const language = z.optional(z.enum(LOCALES));

const notAnObject = (locale: Locale) => ({ error: (locale === 'fr' ? FR_VALIDATION : NL_VALIDATION).messages.notAnObject });

function tokenFor(locale: Locale) {
  const { invalidLink } = householdTexts(locale).errors;
  return z.string({ error: invalidLink }).check(z.maxLength(MAX_TOKEN_INPUT, invalidLink));
}

/** A call that only shows the household's link: open the page, download the data. */
export function householdLinkInputFor(locale: Locale) {
  return z.object({ token: tokenFor(locale), language }, notAnObject(locale));
}

/** A correction of the phone number and the address: every one of these fields, as at signup, with the messages of a language. */
export function contactInputFor(locale: Locale) {
  return z.extend(
    z.pick(leadFieldsSchemaFor(locale), Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])) as Record<(typeof CONTACT_FIELDS)[number], true>),
    { token: tokenFor(locale), language },
  );
}

/** Stop (true) or resume (false) every mail that the law does not require. */
function mailChoiceInputFor(locale: Locale) {
  return z.object({ token: tokenFor(locale), stopped: z.boolean({ error: householdTexts(locale).errors.mailChoice }), language }, notAnObject(locale));
}

/** Erasure asks its one confirmation step in the call itself too: `confirm: true`. */
function eraseInputFor(locale: Locale) {
  return z.object({ token: tokenFor(locale), confirm: z.literal(true, { error: householdTexts(locale).errors.confirmErase }), language }, notAnObject(locale));
}

/** Ending every link asks its one confirmation step in the call itself too: `confirm: true`. */
function endLinksInputFor(locale: Locale) {
  return z.object({ token: tokenFor(locale), confirm: z.literal(true, { error: householdTexts(locale).errors.confirmEndLinks }), language }, notAnObject(locale));
}

/** A new link for a lost one: the address as at signup. */
export function linkRequestInputFor(locale: Locale) {
  return z.object({ email: leadFieldsSchemaFor(locale).shape.email, language }, notAnObject(locale));
}

/** The server's parsers: each answers in the language the call names. */
export const householdLinkInput = /* @__PURE__ */ localizedParser(householdLinkInputFor);
export const contactInput = /* @__PURE__ */ localizedParser(contactInputFor);
export const mailChoiceInput = /* @__PURE__ */ localizedParser(mailChoiceInputFor);
export const eraseInput = /* @__PURE__ */ localizedParser(eraseInputFor);
export const endLinksInput = /* @__PURE__ */ localizedParser(endLinksInputFor);
export const linkRequestInput = /* @__PURE__ */ localizedParser(linkRequestInputFor);

export type ContactInput = z.output<ReturnType<typeof contactInputFor>>;
export type MailChoiceInput = z.output<ReturnType<typeof mailChoiceInputFor>>;
