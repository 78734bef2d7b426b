/**
 * Generators of hostile input for the property-based tests (fast-check): the strings and values an
 * attacker, a broken client or a bot sends, mixed with valid values so that the successful paths are
 * exercised as well.
 */
import fc from 'fast-check';
import { leadPayloadSchema } from '../../src/leads/schema.ts';
import { SOFTENER_TYPES } from '../../src/leads/softeners.ts';

/** Strings chosen by hand: markup, script, SQL, template and path tricks, control characters. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\t',
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  "javascript:alert('x')",
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '%_\\%',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '=HYPERLINK("http://x","y")',
  '+32 470 12 34 56',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '0x10',
  '9007199254740993',
  '\u0000',
  'Jan\u0000Peeters',
  '\r\nBcc: victim@example.be',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '\uFEFF',
  '😀'.repeat(60),
  'Zoë Ségers-D\'Hondt',
  'ß'.repeat(101),
  'x'.repeat(20_000),
];

/** Text of any code point, including control characters and unpaired surrogates. */
const anyCodeUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 120 }) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 90, maxLength: 2_100 }) },
);

/** Any JSON value of any type, shallow or nested. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A value of a wrong type, or a hostile string. */
export const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, [], {}, ['x'], { $ne: null }) },
  { weight: 1, arbitrary: anyJson },
);

/** Values a household could really type, so that many generated signups are valid. */
export const plausibleLead = fc.record({
  firstName: fc.constantFrom('Jan', 'Mélanie', 'Zoë', 'Ahmed', "D'Hondt", 'Ólafur', '李'),
  lastName: fc.constantFrom('Peeters', 'Gölçük', 'Van den Broeck', "O'Neill", 'Nguyễn', 'N’Diaye'),
  phone: fc.constantFrom('0470 12 34 56', '+32 470 12 34 56', '0470/12.34.56', '09-123-45-67'),
  email: fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,20}$/), fc.integer({ min: 0, max: 1_000_000 })).map(
    ([name, n]) => `${name}.${n}@example.be`,
  ),
  street: fc.constantFrom('Kerkstraat', 'Grote Markt', 'Rue de la Loi', 'Sint-Jansstraat'),
  houseNumber: fc.constantFrom('1', '12A', '3 bus 4', '100'),
  postalCode: fc.integer({ min: 1000, max: 9999 }).map(String),
  city: fc.constantFrom('Gent', 'Herentals', 'Liège', 'Sint-Niklaas', "'s-Gravenwezel"),
  waterSoftenerType: fc.constantFrom(...SOFTENER_TYPES),
  hasWifi: fc.boolean(),
});

/** Every key of a signup payload, the honeypot included. */
export const LEAD_KEYS = Object.keys(leadPayloadSchema.shape);

/** Keys that poison prototypes in careless code; in a JSON body they are own properties. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An object with own (enumerable) properties of any name, `__proto__` included. */
function withOwnKeys(base: Record<string, unknown>, extra: Array<[string, unknown]>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of [...Object.entries(base), ...extra]) {
    Object.defineProperty(result, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return result;
}

/**
 * A valid-looking object as it is (half the time), or with some fields replaced by hostile values,
 * some removed, and odd keys added.
 */
export function mutatedObject<T extends Record<string, unknown>>(
  valid: fc.Arbitrary<T>,
  keys: readonly string[],
): fc.Arbitrary<Record<string, unknown>> {
  const mutated = fc
    .tuple(
      valid,
      fc.array(fc.tuple(fc.constantFrom(...keys), hostileValue), { minLength: 1, maxLength: 3 }),
      fc.subarray([...keys], { maxLength: Math.min(2, keys.length) }),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })), hostileValue), {
        maxLength: 2,
      }),
    )
    .map(([base, replaced, removed, extra]) => {
      const object: Record<string, unknown> = { ...base, ...Object.fromEntries(replaced) };
      const kept = Object.entries(object).filter(([key]) => !removed.includes(key));
      return withOwnKeys(Object.fromEntries(kept), extra);
    });
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 1, arbitrary: mutated });
}

/** How a body travels: JSON text with its content type, sometimes broken or mislabelled. */
export interface RawBody {
  payload: string;
  contentType: string | undefined;
}

/** Bodies for a JSON endpoint: mostly a (mutated) object, then any JSON, garbage, deep nesting, wrong types. */
export function jsonBodies(objects: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<RawBody> {
  const json = 'application/json';
  return fc.oneof(
    { weight: 12, arbitrary: objects.map((object) => ({ payload: JSON.stringify(object), contentType: json })) },
    { weight: 2, arbitrary: anyJson.map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: json })) },
    { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 200 }).map((payload) => ({ payload, contentType: json })) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 9_000 })
        .map((depth) => ({ payload: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: json })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(objects, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', undefined)).map(
        ([object, contentType]) => ({ payload: JSON.stringify(object), contentType }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__": {"isAdmin": true}}',
        '{"constructor": {"prototype": {"isAdmin": true}}}',
        '{"a": 1,}',
        '{"a": NaN}',
        '{"a": 1e999}',
        '\uFEFF{}',
        '',
        'null',
        `{"x": "${'y'.repeat(20_000)}"}`,
      ).map((payload) => ({ payload, contentType: json })),
    },
  );
}

/** A lead id as a path segment: an existing lead (by index, resolved when the case runs), numbers out of range, text. */
export type IdSegment = { existing: number } | string;

export const idSegment: fc.Arbitrary<IdSegment> = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((n) => ({ existing: n })) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 2_147_483_647 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'NaN', ' 1', '0x1', '%00', '1;DROP', '..'),
  },
  { weight: 1, arbitrary: hostileString.filter((s) => s.trim().length > 0 && s.length < 200) },
);

/** Query strings of the lead list: known keys with valid or hostile values, repeated keys, odd keys. */
export const listQuery = fc.array(
  fc.tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('search', 'status', 'sort', 'page', 'pageSize') },
      { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'search[]', 'status[$ne]'), fc.string({ maxLength: 8 })) },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('', 'all', 'new', 'won', 'contacted', 'oldest', 'newest', '1', '2', '25', '50', '100', 'peeters', 'gent', '0470', '%', '_') },
      { weight: 3, arbitrary: hostileString.map((s) => s.slice(0, 300)) },
      { weight: 1, arbitrary: fc.integer({ min: -10, max: 2_000_000 }).map(String) },
    ),
  ),
  { maxLength: 6 },
);
