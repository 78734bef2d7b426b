import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, serializeRuntimeConfig } from './runtime-config.ts';

describe('runtime config', () => {
  it('round-trips a tag manager id', () => {
    expect(parseRuntimeConfig(serializeRuntimeConfig({ gtmId: 'GTM-AB12CD', campaignEndsAt: null }))).toEqual({ gtmId: 'GTM-AB12CD', campaignEndsAt: null });
  });

  it('round-trips the end of the campaign, and drops one that is not a date', () => {
    const config = { gtmId: null, campaignEndsAt: '2026-12-31T23:59:59+01:00' };
    expect(parseRuntimeConfig(serializeRuntimeConfig(config))).toEqual(config);
    expect(parseRuntimeConfig('{"gtmId":null,"campaignEndsAt":"morgen"}').campaignEndsAt).toBeNull();
  });

  it.each([null, '', 'not json', '{"gtmId":42}', '{"gtmId":"UA-1234"}', '{"gtmId":"GTM-x\\"><script>"}', '[]'])(
    'treats %j as analytics off',
    (text) => {
      expect(parseRuntimeConfig(text)).toEqual({ gtmId: null, campaignEndsAt: null });
    },
  );

  it('never writes a "<" that could end the script element', () => {
    expect(serializeRuntimeConfig({ gtmId: '</script><script>alert(1)</script>', campaignEndsAt: null })).not.toContain('<');
  });
});
