import { describe, expect, it } from 'vitest';
import { PRIVACY_VERSION_DATE } from '../site.ts';
import { parseStoredConsent, serializeConsent } from './consent.ts';

describe('stored consent', () => {
  it('remembers an acceptance and a refusal under the current policy', () => {
    const date = new Date('2026-11-21T10:00:00Z');
    expect(parseStoredConsent(serializeConsent('accepted', date))).toBe('accepted');
    expect(parseStoredConsent(serializeConsent('refused', date))).toBe('refused');
  });

  it('asks again when the choice was made under another policy version', () => {
    const old = serializeConsent('accepted', new Date(), '01/01/2018');
    expect(parseStoredConsent(old, PRIVACY_VERSION_DATE)).toBeNull();
  });

  it.each([null, '', 'yes', '{"choice":"maybe","policy":"15/10/2019"}', 'null', '{}'])('reads %j as no choice', (raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
  });
});
