import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, negotiateEncoding } from './encoded-body.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate, zstd', undefined],
    ['br;q=abc, gzip', 'gzip'],
    [['gzip', 'br'], 'br'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('EncodedBody', () => {
  const text = '<!doctype html><title>Gent</title>'.repeat(500);
  const body = new EncodedBody(Buffer.from(text));

  it('gives copies that decode to the same bytes, smaller than the original', async () => {
    const br = await body.encoded('br');
    const gz = await body.encoded('gzip');
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gz).toString()).toBe(text);
    expect(br.length).toBeLessThan(body.identity.length / 10);
    expect(gz.length).toBeLessThan(body.identity.length / 10);
  });

  it('makes each copy once', async () => {
    const first = await body.encoded('br');
    const again = await Promise.all([body.encoded('br'), body.encoded('br')]);
    expect(again[0]).toBe(first);
    expect(again[1]).toBe(first);
  });
});
