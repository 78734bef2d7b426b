import { describe, expect, it } from 'vitest';
import { isAnalyticsCookie } from './cookies.ts';

describe('isAnalyticsCookie', () => {
  it.each(['_ga', '_ga_ABC123XYZ'])('recognises %s', (name) => {
    expect(isAnalyticsCookie(name)).toBe(true);
  });

  it.each(['session', 'cookieConsent', '_ga_', '_gat_other', 'gapi', '__utmb', '_gaz'])('leaves %s alone', (name) => {
    expect(isAnalyticsCookie(name)).toBe(false);
  });
});
