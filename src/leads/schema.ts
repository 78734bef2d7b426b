/**
 * The signup form and the lead payload: one zod schema, used by the form in the browser and by the
 * server (tRPC procedure and REST adapter) alike. Written with `zod/mini`, whose functions bundle
 * separately: the browser downloads only the checks used here (a few KB instead of all of zod).
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import {
  cutToLength,
  hasInvisibleCharacters,
  hasLinkOrMarkup,
  isNameText,
  isSingleLineText,
  withoutControlCharacters,
} from '../text.ts';
import {
  HONEYPOT_FIELD,
  invalidCharactersMessage,
  invisibleCharactersMessage,
  LEAD_FIELD_LABELS,
  LEAD_MESSAGES,
  linkOrMarkupMessage,
  notANameMessage,
  type SignupErrors,
  type SignupField,
  tooLongMessage,
} from './fields.ts';
import { LEAD_LIMITS as L } from './limits.ts';
import { SOFTENER_TYPES } from './softeners.ts';

/**
 * The spec's phone rule (an optional leading plus, then digits, spaces or hyphens, at least 8
 * characters), widened to the slashes and dots of the usual Belgian notation (0470/12.34.56), and
 * requiring at least 8 digits so that a row of hyphens is not a phone number.
 */
const PHONE_PATTERN = /^\+?[0-9 ./-]{8,}$/;
const MIN_PHONE_DIGITS = 8;

/** Belgian postcodes: four digits, 1000 to 9999. */
const POSTAL_CODE_PATTERN = /^[1-9][0-9]{3}$/;

/**
 * What a text field may hold beyond one line of text: `name` (first and last name, place) only what
 * names are made of; `address` (street, house number) no link, e-mail address or markup. Neither may
 * hold invisible format characters. These fields reach mails the site sends (issue 12).
 */
type TextKind = 'name' | 'address';

function requiredText(label: string, message: string, max: number, kind: TextKind) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      // Past its length a value is refused before any other check reads it (issue 21: no check slower
      // than linear may meet a 60 KB value).
      z.maxLength(max, { error: tooLongMessage(label, max), abort: true }),
      z.refine(isSingleLineText, invalidCharactersMessage(label)),
      z.refine((value: string) => !hasInvisibleCharacters(value), invisibleCharactersMessage(label)),
      kind === 'name'
        ? z.refine(isNameText, notANameMessage(label))
        : z.refine((value: string) => !hasLinkOrMarkup(value), linkOrMarkupMessage(label)),
    );
}

/** '' and null count as absent for the optional values a browser or an API client may send. */
function optional<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      z.transform((value: unknown): unknown => (value === '' || value === null ? undefined : value)),
      z.optional(schema),
    ),
  );
}

/**
 * An address of a page of the site, sent by the browser: shown to staff, never followed by the
 * server. It must be an http(s) URL; beyond its column's length it is cut, not refused, because a
 * long tracking query string must never cost a household its signup.
 */
function pageUrl(max: number) {
  return optional(
    z.pipe(
      z.pipe(z.string({ error: LEAD_MESSAGES.invalidUrl }).check(z.trim()), z.url({ error: LEAD_MESSAGES.invalidUrl })).check(
        z.refine((value: string) => /^https?:\/\//i.test(value), LEAD_MESSAGES.urlNotHttp),
        // A browser sends its address percent-encoded: raw control characters come from scripts only.
        z.refine(isSingleLineText, LEAD_MESSAGES.invalidUrl),
      ),
      z.transform((value: string) => cutToLength(value, max)),
    ),
  );
}

/**
 * A campaign label from the landing page's query string: trimmed, without control characters, and cut
 * to its column (like the page addresses, never a reason to refuse a signup).
 */
function campaignLabel(max: number) {
  return optional(
    z.pipe(
      z.string(),
      z.transform((value: string) => cutToLength(withoutControlCharacters(value).trim(), max).trim() || undefined),
    ),
  );
}

/** What an API client is told when the body is JSON but not an object. */
export const NOT_AN_OBJECT_MESSAGE = 'Verstuur de gegevens als één JSON-object';

/** The fields the visitor fills in, in the form's order. */
export const leadFieldsSchema = z.object(
  {
    firstName: requiredText(LEAD_FIELD_LABELS.firstName, LEAD_MESSAGES.firstName, L.firstName, 'name'),
    lastName: requiredText(LEAD_FIELD_LABELS.lastName, LEAD_MESSAGES.lastName, L.lastName, 'name'),
    phone: z
      .string({ error: LEAD_MESSAGES.phone })
      .check(
        z.trim(),
        z.minLength(8, LEAD_MESSAGES.phone),
        z.maxLength(L.phone, { error: tooLongMessage(LEAD_FIELD_LABELS.phone, L.phone), abort: true }),
        z.regex(PHONE_PATTERN, LEAD_MESSAGES.phone),
        z.refine((value: string) => value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS, LEAD_MESSAGES.phone),
      ),
    email: z.pipe(
      z
        .string({ error: LEAD_MESSAGES.email })
        .check(z.trim(), z.toLowerCase(), z.maxLength(L.email, { error: tooLongMessage(LEAD_FIELD_LABELS.email, L.email), abort: true })),
      z.email({ error: LEAD_MESSAGES.email }),
    ),
    street: requiredText(LEAD_FIELD_LABELS.street, LEAD_MESSAGES.street, L.street, 'address'),
    houseNumber: requiredText(LEAD_FIELD_LABELS.houseNumber, LEAD_MESSAGES.houseNumber, L.houseNumber, 'address'),
    postalCode: z.string({ error: LEAD_MESSAGES.postalCode }).check(z.trim(), z.regex(POSTAL_CODE_PATTERN, LEAD_MESSAGES.postalCode)),
    city: requiredText(LEAD_FIELD_LABELS.city, LEAD_MESSAGES.city, L.city, 'name'),
    waterSoftenerType: z.enum(SOFTENER_TYPES, { error: LEAD_MESSAGES.waterSoftenerType }),
    hasWifi: z.boolean({ error: LEAD_MESSAGES.hasWifi }),
  },
  { error: NOT_AN_OBJECT_MESSAGE },
);

/**
 * What the browser (or an API client) sends: the fields, the page of signup, the attribution of the
 * visit, and the honeypot. Unknown keys (such as the form-only `privacyPolicy`) are dropped.
 */
export const leadPayloadSchema = z.extend(leadFieldsSchema, {
  sourceUrl: pageUrl(L.sourceUrl),
  landingPage: pageUrl(L.landingPage),
  utmSource: campaignLabel(L.utm),
  utmMedium: campaignLabel(L.utm),
  utmCampaign: campaignLabel(L.utm),
  [HONEYPOT_FIELD]: optional(z.string().check(z.maxLength(1000))),
});

/** The form: the visitor's fields plus the consent, which is checked in the browser and never sent. */
export const signupFormSchema = z.extend(leadFieldsSchema, {
  privacyPolicy: z.literal(true, { error: LEAD_MESSAGES.privacyPolicy }),
});

export type LeadPayload = z.output<typeof leadPayloadSchema>;
export type LeadPayloadInput = z.input<typeof leadPayloadSchema>;
/** What a signup stores of the payload: everything but the honeypot. */
export type LeadSubmission = Omit<LeadPayload, typeof HONEYPOT_FIELD>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

/** The message of one form field for its current value, or undefined when it is valid (used on blur). */
export function validateSignupField(field: SignupField, value: unknown): string | undefined {
  const result = signupFormSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The whole form: the parsed values, or the first message of every invalid field. */
export function validateSignupForm(
  values: Record<SignupField, unknown>,
): { success: true; data: SignupFormValues } | { success: false; errors: SignupErrors } {
  const result = signupFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: SignupErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SignupField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
