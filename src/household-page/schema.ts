/**
 * The inputs of the household's procedures (issue 23), shared by the page and the server. Written with
 * `zod/mini`, like the signup form, so that the page downloads only the checks it uses. The contact
 * fields are the signup form's own (src/leads/schema.ts): a correction is validated exactly as a signup.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { NL_VALIDATION } from '../i18n/nl-validation.ts';
import type { Locale } from '../i18n/locale.ts';
import { leadFieldsSchemaFor } from '../leads/schema.ts';
import { CONTACT_FIELDS } from './changes.ts';
import { HOUSEHOLD_ERRORS } from './texts.ts';

/**
 * The secret of a personal link. Any text up to this length is looked up (a wrong one answers 404 like
 * a forged one, decision 029); only what cannot be a token at all (not text, or longer) is invalid input.
 */
const MAX_TOKEN_INPUT = 200;

const NOT_AN_OBJECT_MESSAGE = NL_VALIDATION.messages.notAnObject;

const token = z.string({ error: HOUSEHOLD_ERRORS.invalidLink }).check(z.maxLength(MAX_TOKEN_INPUT, HOUSEHOLD_ERRORS.invalidLink));

/** A call that only shows the household's link: open the page, download the data. */
export const householdLinkInput = z.object({ token }, { error: NOT_AN_OBJECT_MESSAGE });

/** A correction of the phone number and the address: every one of these fields, as at signup, with the messages of a language. */
export function contactInputFor(locale: Locale) {
  return z.extend(
    z.pick(leadFieldsSchemaFor(locale), Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])) as Record<(typeof CONTACT_FIELDS)[number], true>),
    { token },
  );
}

/** The server's check (its messages in Dutch; the page checks in its own language first). */
export const contactInput = contactInputFor('nl');

/** Stop (true) or resume (false) every mail that the law does not require. */
export const mailChoiceInput = z.object(
  { token, stopped: z.boolean({ error: HOUSEHOLD_ERRORS.mailChoice }) },
  { error: NOT_AN_OBJECT_MESSAGE },
);

/** Erasure asks its one confirmation step in the call itself too: `confirm: true`. */
export const eraseInput = z.object(
  { token, confirm: z.literal(true, { error: HOUSEHOLD_ERRORS.confirmErase }) },
  { error: NOT_AN_OBJECT_MESSAGE },
);

/** Ending every link asks its one confirmation step in the call itself too: `confirm: true`. */
export const endLinksInput = z.object(
  { token, confirm: z.literal(true, { error: HOUSEHOLD_ERRORS.confirmEndLinks }) },
  { error: NOT_AN_OBJECT_MESSAGE },
);

/** A new link for a lost one: the address as at signup. */
export const linkRequestInput = z.object({ email: leadFieldsSchemaFor('nl').shape.email }, { error: NOT_AN_OBJECT_MESSAGE });

export type ContactInput = z.output<typeof contactInput>;
export type MailChoiceInput = z.output<typeof mailChoiceInput>;
