/**
 * What a household sends about its installed softener (issue 44), shared by its page and the server:
 * a request for help or for the service visit, the pick of a visit's time, salt, the filter it did not
 * get, its review. Written with `zod/mini` like the page's other inputs; each exists in both languages
 * and the server's parsers answer in the language the call names (`language`, issue 36).
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { isoDateInBrussels, isRealDay } from '../admin/format.ts';
import { FR_VALIDATION } from '../i18n/fr-validation.ts';
import { type Locale, LOCALES } from '../i18n/locale.ts';
import { NL_VALIDATION } from '../i18n/nl-validation.ts';
import { localizedParser } from '../leads/schema.ts';
import { addDays } from '../orders/dates.ts';
import { hasInvisibleCharacters, hasLinkOrMarkup, isMultiLineText } from '../text.ts';
import { householdTexts } from '../household-page/texts.ts';
import { mondayOf } from './calendar.ts';
import { SALT_WEEKS_AHEAD } from './salt.ts';
import { SUPPORT_CATEGORIES } from './support.ts';
import { aftercareTexts } from './texts.ts';

import { AFTERCARE_LIMITS } from './limits.ts';


const language = z.optional(z.enum(LOCALES));
const notAnObject = (locale: Locale) => ({ error: (locale === 'fr' ? FR_VALIDATION : NL_VALIDATION).messages.notAnObject });

function tokenFor(locale: Locale) {
  const { invalidLink } = householdTexts(locale).errors;
  return z.string({ error: invalidLink }).check(z.maxLength(200, invalidLink));
}

function idFor(locale: Locale) {
  const message = aftercareTexts(locale).validation.id;
  return z.number({ error: message }).check(z.int({ error: message }), z.positive({ error: message }), z.maximum(2_147_483_647, { error: message }));
}

/** A text the household types: trimmed, between `min` and `max` characters, of printable characters. */
function textFor(locale: Locale, min: number, max: number, tooShort: string) {
  const V = aftercareTexts(locale).validation;
  return z
    .string({ error: tooShort })
    .check(
      z.trim(),
      z.minLength(min, tooShort),
      z.maxLength(max, V.messageMax(max)),
      z.refine(isMultiLineText, V.characters),
      z.refine((value: string) => !hasInvisibleCharacters(value), V.characters),
    );
}

/** The page's calls that name only the link: the view, the certificate. */
function linkInputFor(locale: Locale) {
  return z.object({ token: tokenFor(locale), language }, notAnObject(locale));
}

/** Help when something breaks: what it is about and what the household notices. */
function supportInputFor(locale: Locale) {
  const V = aftercareTexts(locale).validation;
  return z.object(
    { token: tokenFor(locale), category: z.enum(SUPPORT_CATEGORIES, { error: V.category }), message: textFor(locale, 2, AFTERCARE_LIMITS.message, V.message), language },
    notAnObject(locale),
  );
}

/** The service visit, asked for from the page (after the reminder, or earlier), with a word on when it suits. */
function serviceRequestInputFor(locale: Locale) {
  const V = aftercareTexts(locale).validation;
  return z.object(
    { token: tokenFor(locale), message: z.optional(textFor(locale, 0, AFTERCARE_LIMITS.serviceMessage, V.message)), language },
    notAnObject(locale),
  );
}

/** A request of the household: to pick a time of its visit, or to open it again. */
function requestStepInputFor(locale: Locale) {
  return z.object({ token: tokenFor(locale), requestId: idFor(locale), language }, notAnObject(locale));
}

function pickRequestSlotInputFor(locale: Locale) {
  return z.object({ token: tokenFor(locale), requestId: idFor(locale), slotId: idFor(locale), language }, notAnObject(locale));
}

/** Whether `day` is a real day in a week from next week on, at most SALT_WEEKS_AHEAD weeks ahead (Brussels). */
export function isSaltWeek(day: string, today = isoDateInBrussels(new Date())): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isRealDay(day)) return false;
  const first = addDays(mondayOf(today), 7);
  return mondayOf(day) >= first && mondayOf(day) <= addDays(first, 7 * (SALT_WEEKS_AHEAD - 1));
}

/** Salt: how many kilograms, and a day of the week that suits (kept as that week's Monday). */
function saltRequestInputFor(locale: Locale) {
  const V = aftercareTexts(locale).validation;
  return z.object(
    {
      token: tokenFor(locale),
      kg: z.number({ error: V.kg }).check(z.int({ error: V.kg }), z.positive({ error: V.kg }), z.maximum(AFTERCARE_LIMITS.saltKgMax, { error: V.kg })),
      week: z.pipe(z.string({ error: V.week }).check(z.refine((day: string) => isSaltWeek(day), V.week)), z.transform(mondayOf)),
      language,
    },
    notAnObject(locale),
  );
}

/** The household did not get the PFAS filter (one confirmation step). */
function filterMissingInputFor(locale: Locale) {
  return z.object({ token: tokenFor(locale), confirm: z.literal(true, { error: aftercareTexts(locale).validation.confirm }), language }, notAnObject(locale));
}

/** Its review: stars, a text (no links or markup: it may be published), and whether it may be shown. */
function reviewInputFor(locale: Locale) {
  const V = aftercareTexts(locale).validation;
  return z.object(
    {
      token: tokenFor(locale),
      rating: z.number({ error: V.rating }).check(z.int({ error: V.rating }), z.minimum(1, { error: V.rating }), z.maximum(5, { error: V.rating })),
      text: textFor(locale, AFTERCARE_LIMITS.reviewTextMin, AFTERCARE_LIMITS.reviewText, V.text).check(z.refine((value: string) => !hasLinkOrMarkup(value), V.noLinks)),
      publish: z.boolean({ error: V.publish }),
      language,
    },
    notAnObject(locale),
  );
}

export const aftercareLinkInput = /* @__PURE__ */ localizedParser(linkInputFor);
export const supportInput = /* @__PURE__ */ localizedParser(supportInputFor);
export const serviceRequestInput = /* @__PURE__ */ localizedParser(serviceRequestInputFor);
export const requestStepInput = /* @__PURE__ */ localizedParser(requestStepInputFor);
export const pickRequestSlotInput = /* @__PURE__ */ localizedParser(pickRequestSlotInputFor);
export const saltRequestInput = /* @__PURE__ */ localizedParser(saltRequestInputFor);
export const filterMissingInput = /* @__PURE__ */ localizedParser(filterMissingInputFor);
export const reviewInput = /* @__PURE__ */ localizedParser(reviewInputFor);

export type SupportInput = z.output<ReturnType<typeof supportInputFor>>;
export type SaltRequestInput = z.output<ReturnType<typeof saltRequestInputFor>>;
export type ReviewInput = z.output<ReturnType<typeof reviewInputFor>>;
