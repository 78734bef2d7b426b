import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, serializeRuntimeConfig } from './runtime-config.ts';

describe('runtime config', () => {
  it('round-trips a tag manager id', () => {
    expect(parseRuntimeConfig(serializeRuntimeConfig({ gtmId: 'GTM-AB12CD' }))).toEqual({ gtmId: 'GTM-AB12CD' });
  });

  it.each([null, '', 'not json', '{"gtmId":42}', '{"gtmId":"UA-1234"}', '{"gtmId":"GTM-x\\"><script>"}', '[]'])(
    'treats %j as analytics off',
    (text) => {
      expect(parseRuntimeConfig(text)).toEqual({ gtmId: null });
    },
  );

  it('never writes a "<" that could end the script element', () => {
    expect(serializeRuntimeConfig({ gtmId: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
