import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTimeDefines, buildTimeValues } from '../scripts/build-env.ts';
import { assertBuildMatchesEnv, BuildMismatchError } from './build-check.ts';
import { parseEnv } from './env.ts';
import { purgeIntervalMinutes } from './jobs/background-jobs.ts';

describe('the retention rule between the build and the server', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-values-'));
  const file = path.join(dir, 'build-values.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('bakes the configured RETENTION_MONTHS into the build (the privacy page reads it)', () => {
    expect(buildTimeDefines({ RETENTION_MONTHS: '18' }).__RETENTION_MONTHS__).toBe('18');
    expect(buildTimeDefines({}).__RETENTION_MONTHS__).toBe('24');
  });

  it('serves a build made with the same value', () => {
    writeFileSync(file, JSON.stringify(buildTimeValues({ RETENTION_MONTHS: '18' })));
    expect(() => assertBuildMatchesEnv(parseEnv({ RETENTION_MONTHS: '18' }), file)).not.toThrow();
  });

  it('refuses a build whose privacy page promises another number of months', () => {
    writeFileSync(file, JSON.stringify(buildTimeValues({ RETENTION_MONTHS: '18' })));
    expect(() => assertBuildMatchesEnv(parseEnv({}), file)).toThrow(BuildMismatchError);
    expect(() => assertBuildMatchesEnv(parseEnv({}), file)).toThrow(/RETENTION_MONTHS=18 but the server is set to 24/);
  });

  it('refuses a build without its values', () => {
    expect(() => assertBuildMatchesEnv(parseEnv({}), path.join(dir, 'missing.json'))).toThrow(/npm run build/);
  });
});

describe('the data controller between the build and the server', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-values-'));
  const file = path.join(dir, 'build-values.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const controller = {
    CONTROLLER_NAME: 'Waterzacht bv',
    CONTROLLER_ADDRESS: 'Industrieweg 12, 2200 Herentals',
    CONTROLLER_COMPANY_NUMBER: 'BE 0123 456 749',
  };

  it('bakes the configured controller into the build, its company number in the KBO format', () => {
    expect(JSON.parse(buildTimeDefines(controller).__CONTROLLER__ ?? '')).toEqual({
      name: 'Waterzacht bv',
      address: 'Industrieweg 12, 2200 Herentals',
      companyNumber: '0123.456.749',
    });
    expect(buildTimeDefines({}).__CONTROLLER__).toBe('null');
  });

  it('serves a build made with the same controller, and refuses one that names another or none', () => {
    writeFileSync(file, JSON.stringify(buildTimeValues(controller)));
    expect(() => assertBuildMatchesEnv(parseEnv(controller), file)).not.toThrow();
    expect(() => assertBuildMatchesEnv(parseEnv({}), file)).toThrow(/names another data controller/);
    expect(() => assertBuildMatchesEnv(parseEnv({ ...controller, CONTROLLER_NAME: 'Ander bv' }), file)).toThrow(BuildMismatchError);
    writeFileSync(file, JSON.stringify(buildTimeValues({})));
    expect(() => assertBuildMatchesEnv(parseEnv({}), file)).not.toThrow();
    expect(() => assertBuildMatchesEnv(parseEnv(controller), file)).toThrow(BuildMismatchError);
  });
});

describe('purgeIntervalMinutes', () => {
  it('purges hourly by default, never in tests unless asked, and as configured', () => {
    expect(purgeIntervalMinutes(parseEnv({}))).toBe(60);
    expect(purgeIntervalMinutes(parseEnv({ NODE_ENV: 'test' }))).toBeNull();
    expect(purgeIntervalMinutes(parseEnv({ NODE_ENV: 'test', RETENTION_PURGE_INTERVAL: '5' }))).toBe(5);
    expect(purgeIntervalMinutes(parseEnv({ RETENTION_PURGE_INTERVAL: 'off' }))).toBeNull();
  });
});
