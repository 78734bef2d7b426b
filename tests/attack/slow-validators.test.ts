/**
 * Issue 21, row 2: a signup with 58 kB of letters in `street` took 3-4 s of CPU on the thread that
 * serves everyone (a check that was quadratic in the length of the value). Here every check on free text
 * the server runs (the signup, the sign-in, the lead search, a note, a new account's name) is timed
 * with each field at its maximum length and at the largest size a body may carry, filled with the
 * inputs that make such checks work hardest. A linear check takes well under a millisecond for these;
 * a quadratic one takes seconds, so 50 ms separates the two with room for a busy machine.
 * (The same requests over HTTP, ten at a time beside /healthz: issue-21.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { newUsername } from '../../src/admin/account.ts';
import { leadFilter, loginInput, noteInput } from '../../src/admin/schema.ts';
import { HONEYPOT_FIELD } from '../../src/leads/fields.ts';
import { LEAD_LIMITS } from '../../src/leads/limits.ts';
import { leadPayloadSchema } from '../../src/leads/schema.ts';
import { APP_BODY_LIMIT } from '../../src/http-limits.ts';
import { signup } from './target.ts';

/** What a body at the limit can hold in one field (the rest of a signup is a few hundred bytes). */
const LARGEST = APP_BODY_LIMIT - 1024;

/** Repeats `unit` (and then `tail`) to `length` characters. */
const fill = (unit: string, length: number, tail = '') => unit.repeat(Math.ceil(length / unit.length)).slice(0, length - tail.length) + tail;

/** Inputs that keep backtracking, trimming and character-class checks busy, at `length` characters. */
function worstInputs(length: number): Record<string, string> {
  return {
    letters: fill('a', length),
    'letter+digit': fill('a1', length),
    'letter+dot': fill('a.', length),
    'letter+hyphen': fill('a-', length),
    'scheme-like without ://': fill('ab+', length, ':/'),
    'www without dot': fill('w', length),
    'domain-like without slash': fill('a.bc', length),
    'spaces then a letter': fill(' ', length, 'a'),
    digits: fill('1', length),
    'digits and separators': fill('1 ./-', length, 'x'),
    'accents (combining marks)': fill('e\u0301', length),
    'local part without @': fill('a.b_', length),
    'domain without top level': fill('a', length / 2, '@') + fill('a-', length / 2),
    'invisible character at the end': fill('a', length, '\u200B'),
    'control character at the end': fill('a', length, '\u0001'),
  };
}

/** The fastest of three runs of `parse`, in ms (the best run shows the work, not the machine's load). */
function fastestMs(parse: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    parse();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

interface Field {
  schema: z.core.$ZodType;
  value: (text: string) => unknown;
  max: number;
}

const lead = (field: string, max: number): Field => ({
  schema: leadPayloadSchema,
  value: (text) => signup({ [field]: text }),
  max,
});

const FIELDS: Record<string, Field> = {
  firstName: lead('firstName', LEAD_LIMITS.firstName),
  lastName: lead('lastName', LEAD_LIMITS.lastName),
  phone: lead('phone', LEAD_LIMITS.phone),
  email: lead('email', LEAD_LIMITS.email),
  street: lead('street', LEAD_LIMITS.street),
  houseNumber: lead('houseNumber', LEAD_LIMITS.houseNumber),
  postalCode: lead('postalCode', LEAD_LIMITS.postalCode),
  city: lead('city', LEAD_LIMITS.city),
  sourceUrl: lead('sourceUrl', LEAD_LIMITS.sourceUrl),
  landingPage: lead('landingPage', LEAD_LIMITS.landingPage),
  utmSource: lead('utmSource', LEAD_LIMITS.utm),
  utmMedium: lead('utmMedium', LEAD_LIMITS.utm),
  utmCampaign: lead('utmCampaign', LEAD_LIMITS.utm),
  [HONEYPOT_FIELD]: lead(HONEYPOT_FIELD, 1000),
  'sign-in username': { schema: loginInput, value: (text) => ({ username: text, password: 'x' }), max: ADMIN_LIMITS.username },
  'sign-in password': { schema: loginInput, value: (text) => ({ username: 'x', password: text }), max: ADMIN_LIMITS.passwordMax },
  'lead search': { schema: leadFilter, value: (text) => ({ search: text }), max: ADMIN_LIMITS.search },
  note: { schema: noteInput, value: (text) => ({ id: 1, body: text }), max: ADMIN_LIMITS.noteBody },
  'new username': { schema: newUsername, value: (text) => text, max: ADMIN_LIMITS.username },
};

describe('2: every check on free text is linear', () => {
  it.each(Object.entries(FIELDS))('%s: every worst input, at its maximum length and at the largest body, in under 50 ms', (_name, field) => {
    const timings: Record<string, number> = {};
    for (const length of [field.max, LARGEST]) {
      for (const [input, text] of Object.entries(worstInputs(length))) {
        const value = field.value(text);
        timings[`${input} (${length})`] = fastestMs(() => field.schema['~standard'].validate(value));
      }
    }
    const slow = Object.entries(timings).filter(([, ms]) => ms >= 50);
    expect(slow).toEqual([]);
  });
});
