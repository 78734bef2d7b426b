import { describe, expect, it } from 'vitest';
import { isAnalyticsCookie } from './cookies.ts';

describe('isAnalyticsCookie', () => {
  it.each(['_ga', '_GA', '_gid', '__utma', '__utmz', '_ga_ABC123'])('recognises %s', (name) => {
    expect(isAnalyticsCookie(name)).toBe(true);
  });

  it.each(['session', 'cookieConsent', '_gat_other', 'gapi', '__utmb'])('leaves %s alone', (name) => {
    expect(isAnalyticsCookie(name)).toBe(false);
  });
});
