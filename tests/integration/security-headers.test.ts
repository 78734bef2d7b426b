import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_MANAGER_CSP_SOURCES } from '../../src/analytics/tag-manager.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { inlineScriptHashes, PERMISSIONS_POLICY, REFERRER_POLICY, STRICT_TRANSPORT_SECURITY } from '../../server/security.ts';

/** The directives of a policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('inlineScriptHashes', () => {
  it("hashes the scripts a browser runs, as CSP's sha256 source expressions", () => {
    // SHA-256 of the empty string, in base64.
    expect(inlineScriptHashes('<script></script>')).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
    const html = `<head><script>a()</script><script type="module">b()</script><script type='text/javascript'>c()</script></head>`;
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it('leaves out scripts with a src and JSON data blocks, which are never run inline', () => {
    const html =
      '<script src="/assets/entry.js" type="module" async></script>' +
      '<script type="application/json" id="runtime-config">{"gtmId":null}</script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('security headers over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LEADS_RATE_LIMIT: '1/1m' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('are on every kind of answer: JSON, an error, a 404, a refused request', async () => {
    // Valid signups: invalid ones do not draw on the signup allowance.
    await t.app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold(), remoteAddress: '203.0.113.9' });
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'POST', url: '/api/leads', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/bestaat-niet' }),
      t.app.inject({ method: 'GET', url: '/api/admin/me' }),
      t.app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold(), remoteAddress: '203.0.113.9' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 400, 404, 401, 429]);
    for (const res of answers) {
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      // No page is loaded here (no build): no hashes; and only a page rendered on request has a nonce.
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe(REFERRER_POLICY);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('are one block prepared once: answers that render no page carry no nonce and the same headers', async () => {
    const security = /^(content-security-policy|permissions-policy|referrer-policy|x-|cross-origin-|origin-agent-cluster)/;
    const headersOf = async (url: string) => {
      const { headers } = await t.app.inject({ method: 'GET', url });
      return Object.fromEntries(Object.entries(headers).filter(([name]) => security.test(name)));
    };
    const first = await headersOf('/healthz');
    expect(Object.keys(first).length).toBeGreaterThanOrEqual(12);
    expect(String(first['content-security-policy'])).not.toContain('nonce');
    expect(await headersOf('/healthz')).toEqual(first);
    expect(await headersOf('/api/bestaat-niet')).toEqual(first);
  });

  it('leave the tag manager out when GTM_ID is not set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).not.toMatch(/google/);
  });

  it('send no HSTS when a client claims HTTPS through X-Forwarded-Proto without TRUST_PROXY', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a trusted HTTPS proxy, with the tag manager', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', GTM_ID: 'GTM-TEST123' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('send HSTS when the proxy says the request came over HTTPS, not over plain HTTP', async () => {
    const https = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    const http = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it("allow the tag manager's hosts, and only in the directives it needs", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining([...TAG_MANAGER_CSP_SOURCES.script]));
    expect(csp.get('connect-src')).toEqual(["'self'", ...TAG_MANAGER_CSP_SOURCES.connect]);
    expect(csp.get('img-src')).toEqual(["'self'", ...TAG_MANAGER_CSP_SOURCES.img]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });
});
