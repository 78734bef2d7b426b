import { describe, expect, it } from 'vitest';
import { PHONE_CASES } from '../../tests/helpers/phones.ts';
import { formatPhone, phoneSearchDigits } from '../admin/phone.ts';
import { leadFieldsSchema, leadFieldsSchemaFor } from './schema.ts';
import { phoneE164 } from './phone.ts';

describe('phone numbers against the numbering plan, in one form', () => {
  it.each(PHONE_CASES)('reads %j as %s and shows it as %j', (typed, e164, shown) => {
    expect(phoneE164(typed)).toBe(e164);
    expect(formatPhone(typed)).toBe(shown);
  });

  it.each(PHONE_CASES)('the signup form takes %j exactly when it is a number of the plan, typed as the spec allows', (typed, e164) => {
    const result = leadFieldsSchema.shape.phone.safeParse(typed);
    // The spec's characters: digits, spaces, dots, slashes, hyphens and a leading plus (no parentheses).
    expect(result.success).toBe(e164 !== null && /^\+?[0-9 ./-]+$/.test(typed));
    if (!result.success) {
      expect(result.error.issues[0]?.message).toBe('Voer een geldig telefoonnummer in');
      expect(leadFieldsSchemaFor('fr').shape.phone.safeParse(typed).error?.issues[0]?.message).toBe('Indiquez un numéro de téléphone ou de GSM valable');
    }
  });

  it.each([
    ['0470 12 34 56', '32470123456'],
    ['0470123456', '32470123456'],
    ['+32470123456', '32470123456'],
    ['+32 0470 12 34 56', '32470123456'],
    ['0032 470 12 34 56', '32470123456'],
    ['0470/12.34.56', '32470123456'],
    ['470 12 34', '4701234'],
    ['12 34 56', '123456'],
    ['9000', '9000'],
    ['0470', '32470'],
  ])('searches %j as the digits %s of the E.164 form', (term, digits) => {
    expect(phoneSearchDigits(term)).toBe(digits);
    // Whatever way the household typed it, the E.164 form holds those digits.
    if (digits.length >= 9) expect(phoneE164('+32 470 12 34 56')).toContain(digits);
  });

  it.each(['melanie', 'gent 9000', '12', 'a1234', '+', '12+34', ''])('treats %j as no phone number', (term) => {
    expect(phoneSearchDigits(term)).toBeNull();
  });
});
