import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from '../src/runtime-config.ts';
import { injectRuntimeConfig, runtimeConfigFromEnv } from './runtime-config.ts';

const page = '<!DOCTYPE html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** What the browser code would read back from the page. */
function readBack(html: string) {
  const match = new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return parseRuntimeConfig(match?.[1]);
}

describe('injectRuntimeConfig', () => {
  it('puts the settings at the end of the head', () => {
    const html = injectRuntimeConfig(page, { gtmId: 'GTM-TEST123' });
    expect(html.indexOf(RUNTIME_CONFIG_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf(RUNTIME_CONFIG_ELEMENT_ID));
    expect(readBack(html)).toEqual({ gtmId: 'GTM-TEST123' });
  });

  it('says "analytics off" when GTM_ID is not set', () => {
    expect(readBack(injectRuntimeConfig(page, runtimeConfigFromEnv({ GTM_ID: undefined })))).toEqual({ gtmId: null });
  });

  it('leaves a document without head alone', () => {
    expect(injectRuntimeConfig('{"not":"html"}', { gtmId: 'GTM-TEST123' })).toBe('{"not":"html"}');
  });
});
