import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS } from './limits.ts';
import { textsFor } from '../i18n/server-texts.ts';
import { HONEYPOT_FIELD, SIGNUP_FIELD_ORDER } from './fields.ts';
import {
  leadFieldsSchema,
  leadPayloadSchema,
  signupFormSchema,
  localeOfError,
  localizedLeadPayload,
  validateSignupField,
  validateSignupForm,
} from './schema.ts';

const NL_TEXTS = textsFor('nl');

const LEAD_FIELD_LABELS = NL_TEXTS.lead.labels;
const LEAD_MESSAGES = NL_TEXTS.validation.messages;
const { invalidCharacters: invalidCharactersMessage, invisibleCharacters: invisibleCharactersMessage } = NL_TEXTS.validation;
const { linkOrMarkup: linkOrMarkupMessage, notAName: notANameMessage, tooLong: tooLongMessage } = NL_TEXTS.validation;

const valid = {
  firstName: 'Jan',
  lastName: 'Peeters',
  phone: '0470 12 34 56',
  email: 'jan.peeters@example.be',
  street: 'Grote Markt',
  houseNumber: '1',
  postalCode: '2200',
  city: 'Herentals',
  waterSoftenerType: '25L',
  hasWifi: true,
};

/** The first message zod gives for `field` when it holds `value`, or null when the payload is valid. */
function messageFor(field: string, value: unknown, schema: typeof leadPayloadSchema | typeof signupFormSchema = leadPayloadSchema) {
  const result = schema.safeParse({ ...valid, privacyPolicy: true, [field]: value });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe('the messages of spec section 5', () => {
  it('are the spec texts word for word', () => {
    expect(LEAD_MESSAGES).toEqual({
      firstName: 'Voornaam is verplicht',
      lastName: 'Naam is verplicht',
      phone: 'Voer een geldig telefoonnummer in',
      email: 'Voer een geldig e-mailadres in',
      street: 'Straat is verplicht',
      houseNumber: 'Huisnummer is verplicht',
      postalCode: 'Voer een geldige postcode in (4 cijfers)',
      city: 'Plaats is verplicht',
      waterSoftenerType: 'Selecteer een type waterverzachter',
      hasWifi: 'Geef aan of u draadloos internet heeft',
      invalidUrl: 'Ongeldige URL',
      urlNotHttp: 'URL moet beginnen met http',
      privacyPolicy: 'U moet akkoord gaan met de privacyverklaring',
      language: 'Kies nl of fr',
      notAnObject: 'Verstuur de gegevens als één JSON-object',
      invalidInput: 'Ongeldige gegevens',
    });
  });

  it('come in French for a French page and a payload that says language fr', () => {
    expect(validateSignupField('firstName', '', 'fr')).toBe('Le prénom est obligatoire');
    expect(validateSignupField('postalCode', '12', 'fr')).toBe('Indiquez un code postal valable (4 chiffres)');
    expect(validateSignupField('firstName', '', 'nl')).toBe('Voornaam is verplicht');
    let thrown: unknown;
    try {
      localizedLeadPayload.parse({ language: 'fr', firstName: '' });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { issues: { path: string[]; message: string }[] }).issues.find((i) => i.path[0] === 'city')?.message).toBe(
      'La commune est obligatoire',
    );
    expect(localeOfError(thrown as object)).toBe('fr');
  });

  it('gives a lead without language the Dutch default, and refuses an unknown one', () => {
    const valid = { firstName: 'An', lastName: 'Peeters', phone: '0470123456', email: 'an@example.be', street: 'Kerkstraat', houseNumber: '1', postalCode: '2000', city: 'Antwerpen', waterSoftenerType: '25L', hasWifi: true };
    expect(localizedLeadPayload.parse(valid).language).toBe('nl');
    expect(localizedLeadPayload.parse({ ...valid, language: 'fr' }).language).toBe('fr');
    expect(() => localizedLeadPayload.parse({ ...valid, language: 'de' })).toThrow('Kies nl of fr');
  });

  it('lists the form fields in the order of the spec, as the schema does', () => {
    expect(SIGNUP_FIELD_ORDER).toEqual(Object.keys(signupFormSchema.shape));
    expect(Object.keys(LEAD_FIELD_LABELS)).toEqual(Object.keys(leadFieldsSchema.shape));
    expect(SIGNUP_FIELD_ORDER).toEqual([
      'firstName',
      'lastName',
      'phone',
      'email',
      'street',
      'houseNumber',
      'postalCode',
      'city',
      'waterSoftenerType',
      'hasWifi',
      'privacyPolicy',
    ]);
  });
});

describe('a valid signup', () => {
  it('passes, trimmed, with the e-mail in lower case', () => {
    const parsed = leadPayloadSchema.parse({
      ...valid,
      firstName: '  Jan ',
      email: '  Jan.Peeters@Example.BE ',
      postalCode: ' 2200 ',
    });
    expect(parsed).toMatchObject({ firstName: 'Jan', email: 'jan.peeters@example.be', postalCode: '2200' });
  });

  it('drops the consent and unknown keys from the payload', () => {
    const parsed = leadPayloadSchema.parse({ ...valid, privacyPolicy: true, status: 'converted', id: 7 });
    expect(parsed).not.toHaveProperty('privacyPolicy');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('id');
  });
});

type Case = [value: unknown, message: string | null];

const requiredTextCases = (field: keyof typeof LEAD_FIELD_LABELS, message: string, max: number): Case[] => [
  ['a', null],
  ['Jean-Pierre', null],
  ['x'.repeat(max), null],
  ['', message],
  ['   ', message],
  [undefined, message],
  [null, message],
  [42, message],
  ['x'.repeat(max + 1), tooLongMessage(LEAD_FIELD_LABELS[field], max)],
];

const table: Record<string, Case[]> = {
  firstName: requiredTextCases('firstName', LEAD_MESSAGES.firstName, LEAD_LIMITS.firstName),
  lastName: requiredTextCases('lastName', LEAD_MESSAGES.lastName, LEAD_LIMITS.lastName),
  street: requiredTextCases('street', LEAD_MESSAGES.street, LEAD_LIMITS.street),
  houseNumber: [...requiredTextCases('houseNumber', LEAD_MESSAGES.houseNumber, LEAD_LIMITS.houseNumber), ['12B bus 3', null]],
  city: requiredTextCases('city', LEAD_MESSAGES.city, LEAD_LIMITS.city),
  phone: [
    ['+32 470 12 34 56', null],
    ['0470-12-34-56', null],
    ['0470/12.34.56', null],
    ['0470123456', null],
    ['014 21 23 45', null],
    ['+32470123456', null],
    ['12345678', null],
    ['1234567', LEAD_MESSAGES.phone],
    ['', LEAD_MESSAGES.phone],
    ['--------', LEAD_MESSAGES.phone],
    ['0470 12 34 5a', LEAD_MESSAGES.phone],
    ['32+470123456', LEAD_MESSAGES.phone],
    ['(0470) 123456', LEAD_MESSAGES.phone],
    [470123456, LEAD_MESSAGES.phone],
    [undefined, LEAD_MESSAGES.phone],
    ['1'.repeat(LEAD_LIMITS.phone + 1), tooLongMessage(LEAD_FIELD_LABELS.phone, LEAD_LIMITS.phone)],
  ],
  email: [
    ['jan@example.be', null],
    ['Jan.Peeters+groepsaankoop@Example.BE', null],
    ["o'brien@example.ie", null],
    ['jan@example', LEAD_MESSAGES.email],
    ['jan.example.be', LEAD_MESSAGES.email],
    ['jan@@example.be', LEAD_MESSAGES.email],
    ['jan @example.be', LEAD_MESSAGES.email],
    ['', LEAD_MESSAGES.email],
    [undefined, LEAD_MESSAGES.email],
    [`${'x'.repeat(250)}@example.be`, tooLongMessage(LEAD_FIELD_LABELS.email, LEAD_LIMITS.email)],
  ],
  postalCode: [
    ['1000', null],
    ['9999', null],
    ['2200', null],
    ['123', LEAD_MESSAGES.postalCode],
    ['12345', LEAD_MESSAGES.postalCode],
    ['12a4', LEAD_MESSAGES.postalCode],
    ['0999', LEAD_MESSAGES.postalCode],
    ['', LEAD_MESSAGES.postalCode],
    [2200, LEAD_MESSAGES.postalCode],
    [undefined, LEAD_MESSAGES.postalCode],
  ],
  waterSoftenerType: [
    ['25L', null],
    ['18L', null],
    ['12L', null],
    ['9L', null],
    ['10L', LEAD_MESSAGES.waterSoftenerType],
    ['25l', LEAD_MESSAGES.waterSoftenerType],
    ['large', LEAD_MESSAGES.waterSoftenerType],
    ['', LEAD_MESSAGES.waterSoftenerType],
    [undefined, LEAD_MESSAGES.waterSoftenerType],
  ],
  hasWifi: [
    [true, null],
    [false, null],
    ['true', LEAD_MESSAGES.hasWifi],
    [1, LEAD_MESSAGES.hasWifi],
    [null, LEAD_MESSAGES.hasWifi],
    [undefined, LEAD_MESSAGES.hasWifi],
  ],
  sourceUrl: [
    ['http://localhost:3000/', null],
    ['https://www.example.be/gent?utm_source=facebook#contact', null],
    [undefined, null],
    ['', null],
    [null, null],
    ['niet-een-url', LEAD_MESSAGES.invalidUrl],
    ['/gent', LEAD_MESSAGES.invalidUrl],
    ['ftp://example.be/file', LEAD_MESSAGES.urlNotHttp],
    ['javascript:alert(1)', LEAD_MESSAGES.urlNotHttp],
    ['httpx://example.be', LEAD_MESSAGES.urlNotHttp],
    [42, LEAD_MESSAGES.invalidUrl],
  ],
};

describe.each(Object.entries(table))('%s', (field, cases) => {
  it.each(cases)('%j gives %j', (value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });
});

describe('characters no keyboard types', () => {
  it.each([
    ['firstName', 'Jan\u0000'],
    ['lastName', 'Pee\nters'],
    ['street', 'Kerk\tstraat'],
    ['houseNumber', '1\u007F'],
    ['city', 'Gent\uD800'],
    ['city', '\uDC00Gent'],
  ] as const)('refuses %s = %j with a Dutch message naming the field', (field, value) => {
    expect(messageFor(field, value)).toBe(invalidCharactersMessage(LEAD_FIELD_LABELS[field]));
  });

  it('accepts what names are made of: letters of any script, spaces, apostrophes, hyphens, dots', () => {
    for (const value of ["D'Hondt-Ségers", 'Zoë', 'N’Diaye', 'Ολυμπία', 'Иванова', '李', 'محمد', 'St. Clair', 'Nguyễn Văn']) {
      for (const field of ['firstName', 'lastName', 'city']) expect(messageFor(field, value), `${field}: ${value}`).toBeNull();
    }
    expect(messageFor('city', "'s-Gravenwezel")).toBeNull();
  });

  it.each([
    'Uw pakket wacht: https://evil.example/claim',
    'www.evil.example',
    'jan@evil.example',
    '<b>Jan</b>',
    "' OR 1=1 --",
    '=?utf-8?b?QWRtaW4=?=',
    'Jan 😀',
    'Jan2',
  ])('refuses %j in a name field, in Dutch', (value) => {
    for (const field of ['firstName', 'lastName', 'city'] as const) {
      expect(messageFor(field, value)).toBe(notANameMessage(LEAD_FIELD_LABELS[field]));
    }
  });

  it.each(['Klik op https://evil.example', 'www.evil.example', 'evil.example/claim', 'post@evil.example', '<a href=x>'])(
    'refuses %j in the street and house number, in Dutch',
    (value) => {
      expect(messageFor('street', value)).toBe(linkOrMarkupMessage(LEAD_FIELD_LABELS.street));
      if (value.length <= LEAD_LIMITS.houseNumber) {
        expect(messageFor('houseNumber', value)).toBe(linkOrMarkupMessage(LEAD_FIELD_LABELS.houseNumber));
      }
    },
  );

  it('accepts the usual street and house number notations', () => {
    for (const value of ['Sint-Jansstraat', 'Rue du 11 Novembre', 'St.-Pietersnieuwstraat', "Onze-Lieve-Vrouw-ter-Sneeuw'laan"]) {
      expect(messageFor('street', value), value).toBeNull();
    }
    for (const value of ['12A', '12 bus 3', '12/3', '7-9']) expect(messageFor('houseNumber', value), value).toBeNull();
  });

  it.each([
    ['U+202E (right-to-left override)', 'An\u202Etxt.exe'],
    ['U+200B (zero-width space)', 'Pee\u200Bters'],
    ['U+2066 (left-to-right isolate)', 'Jan\u2066'],
    ['U+FEFF (zero-width no-break space)', 'Ja\uFEFFn'],
    ['a tag character', 'Gent\u{E0041}'],
    ['U+00AD (soft hyphen)', 'Pee\u00ADters'],
  ])('refuses %s in names and address fields, in Dutch', (_name, value) => {
    for (const field of ['firstName', 'lastName', 'street', 'houseNumber', 'city'] as const) {
      expect(messageFor(field, value), field).toBe(invisibleCharactersMessage(LEAD_FIELD_LABELS[field]));
    }
  });
});

describe('privacyPolicy', () => {
  it.each([
    [true, null],
    [false, LEAD_MESSAGES.privacyPolicy],
    [undefined, LEAD_MESSAGES.privacyPolicy],
    ['true', LEAD_MESSAGES.privacyPolicy],
  ] satisfies Case[])('%j gives %j in the form', (value, message) => {
    expect(messageFor('privacyPolicy', value, signupFormSchema)).toBe(message);
  });
});

describe('values only shown to staff', () => {
  it('cuts a long page address to its column instead of refusing the signup', () => {
    const long = `https://www.example.be/gent?gclid=${'x'.repeat(3000)}`;
    const parsed = leadPayloadSchema.parse({ ...valid, sourceUrl: long, landingPage: long });
    expect(parsed.sourceUrl).toBe(long.slice(0, LEAD_LIMITS.sourceUrl));
    expect(parsed.landingPage).toBe(long.slice(0, LEAD_LIMITS.landingPage));
  });

  it('keeps campaign labels, trimmed and cut to their column', () => {
    const parsed = leadPayloadSchema.parse({
      ...valid,
      utmSource: ' facebook ',
      utmMedium: '',
      utmCampaign: 'c'.repeat(500),
    });
    expect(parsed.utmSource).toBe('facebook');
    expect(parsed.utmMedium).toBeUndefined();
    expect(parsed.utmCampaign).toBe('c'.repeat(LEAD_LIMITS.utm));
  });

  it('drops control characters from campaign labels, and never leaves half an emoji at the cut', () => {
    const parsed = leadPayloadSchema.parse({ ...valid, utmSource: 'face\u0000book\n', utmCampaign: `${'c'.repeat(199)}😀` });
    expect(parsed.utmSource).toBe('facebook');
    expect(parsed.utmCampaign).toBe('c'.repeat(199));
  });

  it('refuses a page address with raw control characters (a browser percent-encodes them)', () => {
    expect(messageFor('sourceUrl', 'https://www.example.be/\u0000')).toBe(LEAD_MESSAGES.invalidUrl);
  });

  it('refuses a landing page that is not an http address', () => {
    expect(messageFor('landingPage', 'javascript:alert(1)')).toBe(LEAD_MESSAGES.urlNotHttp);
  });

  it('passes the honeypot through for the server to judge', () => {
    expect(leadPayloadSchema.parse({ ...valid, [HONEYPOT_FIELD]: 'http://spam.example' })[HONEYPOT_FIELD]).toBe(
      'http://spam.example',
    );
    expect(leadPayloadSchema.parse({ ...valid, [HONEYPOT_FIELD]: '' })[HONEYPOT_FIELD]).toBeUndefined();
  });
});

describe('the form helpers', () => {
  it('judges one field for the blur check', () => {
    expect(validateSignupField('postalCode', '123')).toBe(LEAD_MESSAGES.postalCode);
    expect(validateSignupField('postalCode', '2200')).toBeUndefined();
    expect(validateSignupField('privacyPolicy', false)).toBe(LEAD_MESSAGES.privacyPolicy);
  });

  it('gives the first message of every invalid field, and the parsed values when all are valid', () => {
    const invalid = validateSignupForm({ ...valid, firstName: '', phone: '12', privacyPolicy: false });
    expect(invalid).toEqual({
      success: false,
      errors: { firstName: LEAD_MESSAGES.firstName, phone: LEAD_MESSAGES.phone, privacyPolicy: LEAD_MESSAGES.privacyPolicy },
    });
    const ok = validateSignupForm({ ...valid, email: ' JAN@EXAMPLE.BE', privacyPolicy: true });
    expect(ok).toEqual({ success: true, data: { ...valid, email: 'jan@example.be', privacyPolicy: true } });
  });
});
