/**
 * The signup form and the lead payload: one zod schema, used by the form in the browser and by the
 * server (tRPC procedure and REST adapter) alike. Written with `zod/mini`, whose functions bundle
 * separately: the browser downloads only the checks used here (a few KB instead of all of zod).
 * The schema is built once per language with that language's messages (src/i18n/): a French page
 * validates in French, and the server answers a payload with `language: 'fr'` in French.
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
import { FR_TEXTS } from '../i18n/fr.ts';
import { FR_VALIDATION } from '../i18n/fr-validation.ts';
import { type Locale, LOCALES } from '../i18n/locale.ts';
import { NL_TEXTS } from '../i18n/nl.ts';
import { NL_VALIDATION } from '../i18n/nl-validation.ts';
import type { SiteTexts, ValidationTexts } from '../i18n/texts.ts';
import { HONEYPOT_FIELD, type SignupErrors, type SignupField } from './fields.ts';
import { LEAD_LIMITS as L } from './limits.ts';
import { phoneE164 } from './phone.ts';
import { SOFTENER_TYPES } from './softeners.ts';

/**
 * The spec's phone rule (an optional leading plus, then digits, spaces or hyphens, at least 8
 * characters), widened to the slashes and dots of the usual Belgian notation (0470/12.34.56); then the
 * number must be one of the numbering plan (src/leads/phone.ts: '+-0470123456' and the mobile one digit
 * short '0470 12 34 5' are not).
 */
const PHONE_PATTERN = /^\+?[0-9 ./-]{8,}$/;

/** Belgian postcodes: four digits, 1000 to 9999. */
const POSTAL_CODE_PATTERN = /^[1-9][0-9]{3}$/;

/**
 * What a text field may hold beyond one line of text: `name` (first and last name, place) only what
 * names are made of; `address` (street, house number) no link, e-mail address or markup. Neither may
 * hold invisible format characters. These fields reach mails the site sends (issue 12).
 */
type TextKind = 'name' | 'address';

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
 * A campaign label from the landing page's query string: trimmed, without control characters, and cut
 * to its column (like the page addresses, never a reason to refuse a signup).
 */
function campaignLabel(max: number, message: string) {
  return optional(
    z.pipe(
      z.string({ error: message }),
      z.transform((value: string) => cutToLength(withoutControlCharacters(value).trim(), max).trim() || undefined),
    ),
  );
}

/** The schemas of one language: every message in that language (labels and messages of src/i18n/). */
function leadSchemas({ labels }: SiteTexts['lead'], t: ValidationTexts) {
  const { messages } = t;

  function requiredText(label: string, message: string, max: number, kind: TextKind) {
    return z
      .string({ error: message })
      .check(
        z.trim(),
        z.minLength(1, message),
        // Past its length a value is refused before any other check reads it (issue 21: no check slower
        // than linear may meet a 60 KB value).
        z.maxLength(max, { error: t.tooLong(label, max), abort: true }),
        z.refine(isSingleLineText, t.invalidCharacters(label)),
        z.refine((value: string) => !hasInvisibleCharacters(value), t.invisibleCharacters(label)),
        kind === 'name'
          ? z.refine(isNameText, t.notAName(label))
          : z.refine((value: string) => !hasLinkOrMarkup(value), t.linkOrMarkup(label)),
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
        z.pipe(z.string({ error: messages.invalidUrl }).check(z.trim()), z.url({ error: messages.invalidUrl })).check(
          z.refine((value: string) => /^https?:\/\//i.test(value), messages.urlNotHttp),
          // A browser sends its address percent-encoded: raw control characters come from scripts only.
          z.refine(isSingleLineText, messages.invalidUrl),
        ),
        z.transform((value: string) => cutToLength(value, max)),
      ),
    );
  }

  /** The fields the visitor fills in, in the form's order. */
  const leadFieldsSchema = z.object(
    {
      firstName: requiredText(labels.firstName, messages.firstName, L.firstName, 'name'),
      lastName: requiredText(labels.lastName, messages.lastName, L.lastName, 'name'),
      phone: z
        .string({ error: messages.phone })
        .check(
          z.trim(),
          z.minLength(8, messages.phone),
          z.maxLength(L.phone, { error: t.tooLong(labels.phone, L.phone), abort: true }),
          z.regex(PHONE_PATTERN, messages.phone),
          z.refine((value: string) => phoneE164(value) !== null, messages.phone),
        ),
      email: z.pipe(
        z
          .string({ error: messages.email })
          .check(z.trim(), z.toLowerCase(), z.maxLength(L.email, { error: t.tooLong(labels.email, L.email), abort: true })),
        z.email({ error: messages.email }),
      ),
      street: requiredText(labels.street, messages.street, L.street, 'address'),
      houseNumber: requiredText(labels.houseNumber, messages.houseNumber, L.houseNumber, 'address'),
      postalCode: z.string({ error: messages.postalCode }).check(z.trim(), z.regex(POSTAL_CODE_PATTERN, messages.postalCode)),
      city: requiredText(labels.city, messages.city, L.city, 'name'),
      waterSoftenerType: z.enum(SOFTENER_TYPES, { error: messages.waterSoftenerType }),
      hasWifi: z.boolean({ error: messages.hasWifi }),
    },
    { error: messages.notAnObject },
  );

  /**
   * What the browser (or an API client) sends: the fields, the page's language (the lead's `language`,
   * Dutch when absent), the page of signup, the attribution of the visit, and the honeypot. Unknown keys
   * (such as the form-only `privacyPolicy`) are dropped.
   */
  const leadPayloadSchema = z.extend(leadFieldsSchema, {
    language: z.pipe(
      optional(z.enum(LOCALES, { error: messages.language })),
      z.transform((value: Locale | undefined): Locale => value ?? 'nl'),
    ),
    sourceUrl: pageUrl(L.sourceUrl),
    landingPage: pageUrl(L.landingPage),
    utmSource: campaignLabel(L.utm, messages.invalidInput),
    utmMedium: campaignLabel(L.utm, messages.invalidInput),
    utmCampaign: campaignLabel(L.utm, messages.invalidInput),
    [HONEYPOT_FIELD]: optional(z.string({ error: messages.invalidInput }).check(z.maxLength(1000, messages.invalidInput))),
  });

  /** The form: the visitor's fields plus the consent, which is checked in the browser and never sent. */
  const signupFormSchema = z.extend(leadFieldsSchema, {
    privacyPolicy: z.literal(true, { error: messages.privacyPolicy }),
  });

  return { leadFieldsSchema, leadPayloadSchema, signupFormSchema };
}

const SCHEMAS = { nl: leadSchemas(NL_TEXTS.lead, NL_VALIDATION), fr: leadSchemas(FR_TEXTS.lead, FR_VALIDATION) } as const;

/** The visitor's fields with the messages of a language (the household's page corrects them). */
export function leadFieldsSchemaFor(locale: Locale) {
  return SCHEMAS[locale].leadFieldsSchema;
}

/** The Dutch schemas: the default language, and the types every language shares. */
export const { leadFieldsSchema, leadPayloadSchema, signupFormSchema } = SCHEMAS.nl;

export type LeadPayload = z.output<typeof leadPayloadSchema>;
export type LeadPayloadInput = z.input<typeof leadPayloadSchema>;
/** What a signup stores of the payload: everything but the honeypot. */
export type LeadSubmission = Omit<LeadPayload, typeof HONEYPOT_FIELD>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

/** The language whose messages a failed parse carries (the REST and tRPC answers' top message follow it). */
const ERROR_LOCALES = new WeakMap<object, Locale>();

export function localeOfError(error: object): Locale {
  return ERROR_LOCALES.get(error) ?? 'nl';
}

/** The language a raw payload asks for: French only when it says `language: 'fr'`. */
function requestedLocale(raw: unknown): Locale {
  return typeof raw === 'object' && raw !== null && (raw as { language?: unknown }).language === 'fr' ? 'fr' : 'nl';
}

/**
 * An input parser for tRPC (and so for the REST adapters) that parses a raw input with the schema of the
 * language it names (`language: 'fr'`, else Dutch), so that a French household's errors come back in
 * French; or, with `localeOf`, of the language the server knows (an installer user's, issue 43). Typed
 * as the Dutch schema (the same shape); tRPC calls `parse`.
 */
export function localizedParser<T extends z.core.$ZodType>(schemaFor: (locale: Locale) => T, localeOf: (raw: unknown) => Locale = requestedLocale) {
  const schemas: Record<Locale, T> = { nl: schemaFor('nl'), fr: schemaFor('fr') };
  return {
    '~standard': schemas.nl['~standard'],
    parse(raw: unknown): z.output<T> {
      const locale = localeOf(raw);
      const result = z.safeParse(schemas[locale], raw);
      if (result.success) return result.data;
      ERROR_LOCALES.set(result.error, locale);
      throw result.error;
    },
  };
}

/** The signup's input parser: the payload parsed by the schema of the language it names. */
export const localizedLeadPayload = /* @__PURE__ */ localizedParser((locale) => SCHEMAS[locale].leadPayloadSchema);

/** The message of one form field for its current value, or undefined when it is valid (used on blur). */
export function validateSignupField(field: SignupField, value: unknown, locale: Locale = 'nl'): string | undefined {
  const result = SCHEMAS[locale].signupFormSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The whole form: the parsed values, or the first message of every invalid field. */
export function validateSignupForm(
  values: Record<SignupField, unknown>,
  locale: Locale = 'nl',
): { success: true; data: SignupFormValues } | { success: false; errors: SignupErrors } {
  const result = SCHEMAS[locale].signupFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: SignupErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SignupField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
