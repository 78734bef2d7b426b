import { describe, expect, it } from 'vitest';
import { PRIVATE_PROXIES, parseEnv, productionWarnings, retiredSettingNotes } from './env.ts';

describe('parseEnv', () => {
  it('fills in the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid environment variable PORT: .*"abc"/],
    [{ PORT: '70000' }, /^Invalid environment variable PORT: must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /^Invalid environment variable DATABASE_URL: must be a postgres/],
    [{ PUBLIC_URL: 'localhost:3000' }, /^Invalid environment variable PUBLIC_URL/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid environment variable SMTP_URL/],
    [{ REDIS_URL: 'http://cache:6379' }, /^Invalid environment variable REDIS_URL: must be a redis/],
    [{ LEADS_NOTIFY_EMAIL: 'niet-een-adres' }, /^Invalid environment variable LEADS_NOTIFY_EMAIL/],
    [{ GTM_ID: 'UA-123' }, /^Invalid environment variable GTM_ID: must look like GTM-XXXXXXX/],
    [{ ADMIN_USERNAME: 'beheer' }, /^Invalid environment variable ADMIN_PASSWORD: .*set together/],
    [{ ADMIN_USERNAME: 'be heer', ADMIN_PASSWORD: 'lang-genoeg-wachtwoord' }, /^Invalid environment variable ADMIN_USERNAME: may contain only letters, digits and \. - _ @ \(no spaces\)/],
    [{ ADMIN_USERNAME: 'beheer', ADMIN_PASSWORD: 'kort' }, /^Invalid environment variable ADMIN_PASSWORD: must be at least 12/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid environment variable LOG_LEVEL/],
    [{ CONTROLLER_NAME: 'Waterzacht bv' }, /^Invalid environment variable CONTROLLER_ADDRESS: .*set together/],
    [
      { CONTROLLER_NAME: 'Waterzacht bv', CONTROLLER_ADDRESS: 'Industrieweg 12, 2200 Herentals', CONTROLLER_COMPANY_NUMBER: '0123.456.748' },
      /^Invalid environment variable CONTROLLER_COMPANY_NUMBER: must be a Belgian company number/,
    ],
  ])('refuses %j with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
    try {
      parseEnv(source);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('starts with CAMPAIGN_ENDS_AT still set, in any form, and says at start-up that rounds replaced it', () => {
    for (const value of ['2026-12-31T23:59:59+01:00', '31/12/2026']) {
      expect(retiredSettingNotes(parseEnv({ CAMPAIGN_ENDS_AT: value }))).toEqual([expect.stringMatching(/^CAMPAIGN_ENDS_AT is no longer read: rounds replaced it .*POST \/api\/admin\/rounds/)]);
    }
    expect(retiredSettingNotes(parseEnv({}))).toEqual([]);
  });

  it('reads the data controller, checks the company number (KBO) and warns in production when it is unset', () => {
    const env = parseEnv({
      CONTROLLER_NAME: 'Waterzacht bv',
      CONTROLLER_ADDRESS: 'Industrieweg 12, 2200 Herentals',
      CONTROLLER_COMPANY_NUMBER: 'BE0417497106',
    });
    expect(env.CONTROLLER_COMPANY_NUMBER).toBe('0417.497.106');
    expect(productionWarnings(env)).toEqual([expect.stringMatching(/^ORGANISER_FEE_EURO is not set/)]);
    expect(productionWarnings({ ...env, ORGANISER_FEE_EURO: 0 })).toEqual([]);
    expect(productionWarnings(parseEnv({}))).toEqual([expect.stringMatching(/^CONTROLLER_NAME, .* are not set/)]);
    expect(productionWarnings(parseEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('reads the organiser\'s fee in whole euro, only with the organiser named (decision 044)', () => {
    const organiser = { CONTROLLER_NAME: 'Waterzacht bv', CONTROLLER_ADDRESS: 'Industrieweg 12, 2200 Herentals', CONTROLLER_COMPANY_NUMBER: '0417.497.106' };
    expect(parseEnv({ ...organiser, ORGANISER_FEE_EURO: '75' }).ORGANISER_FEE_EURO).toBe(75);
    expect(parseEnv({ ...organiser, ORGANISER_FEE_EURO: '0' }).ORGANISER_FEE_EURO).toBe(0);
    expect(parseEnv({ ...organiser }).ORGANISER_FEE_EURO).toBeUndefined();
    expect(() => parseEnv({ ...organiser, ORGANISER_FEE_EURO: '7.5' })).toThrow(/ORGANISER_FEE_EURO/);
    expect(() => parseEnv({ ...organiser, ORGANISER_FEE_EURO: '-1' })).toThrow(/ORGANISER_FEE_EURO/);
    expect(() => parseEnv({ ORGANISER_FEE_EURO: '75' })).toThrow(/ORGANISER_FEE_EURO: needs the organiser/);
  });

  it('never repeats a secret value in its message', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://user:s3cret@host/db' })).toThrow(/^((?!s3cret).)*$/);
    expect(() => parseEnv({ REDIS_URL: 'http://:s3cret@cache' })).toThrow(/^((?!s3cret).)*$/);
  });

  it('normalises values', () => {
    const env = parseEnv({
      PORT: '8080',
      PUBLIC_URL: 'https://www.voorbeeld.be/',
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/app',
      SMTP_URL: '',
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({ PORT: 8080, PUBLIC_URL: 'https://www.voorbeeld.be', TRUST_PROXY: PRIVATE_PROXIES });
    expect(env.SMTP_URL).toBeUndefined();
  });
});

describe('LEADS_RATE_LIMIT', () => {
  it.each([
    [undefined, { max: 10, windowMs: 600_000 }],
    ['', { max: 10, windowMs: 600_000 }],
    ['5/1m', { max: 5, windowMs: 60_000 }],
    ['100/1H', { max: 100, windowMs: 3_600_000 }],
    ['30/45s', { max: 30, windowMs: 45_000 }],
    ['off', null],
    ['0', null],
  ])('reads %j as %j', (value, limit) => {
    expect(parseEnv(value === undefined ? {} : { LEADS_RATE_LIMIT: value }).LEADS_RATE_LIMIT).toEqual(limit);
  });

  it.each(['10', 'ten/10m', '10/10d', '0/10m', '10/0s', '-1/1m'])('refuses %j', (value) => {
    expect(() => parseEnv({ LEADS_RATE_LIMIT: value })).toThrow(
      /^Invalid environment variable LEADS_RATE_LIMIT: must look like 10\/10m/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', PRIVATE_PROXIES],
    ['yes', PRIVATE_PROXIES],
    ['1', PRIVATE_PROXIES],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.5,loopback', ['10.0.0.0/8', '192.168.1.5', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads %j as %j (no proxy, private proxies, or their addresses)', (value, trusted) => {
    expect(parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(trusted);
  });

  it.each(['maybe', '2', '10.0.0.0/33', '10.0.0', 'all', '10.0.0.1/8/2'])('refuses %j', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/^Invalid environment variable TRUST_PROXY: must be false, true/);
  });

  it('reads the retention rule: 24 months by default, 1 to 120 allowed', () => {
    expect(parseEnv({}).RETENTION_MONTHS).toBe(24);
    expect(parseEnv({ RETENTION_MONTHS: '18' }).RETENTION_MONTHS).toBe(18);
    for (const value of ['0', '121', '1.5', 'twee jaar']) {
      expect(() => parseEnv({ RETENTION_MONTHS: value })).toThrow(/^Invalid environment variable RETENTION_MONTHS: must be/);
    }
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['off', null],
    ['0', null],
    ['30', 30],
  ])('reads RETENTION_PURGE_INTERVAL %j as %j', (value, minutes) => {
    expect(parseEnv(value === undefined ? {} : { RETENTION_PURGE_INTERVAL: value }).RETENTION_PURGE_INTERVAL).toBe(minutes);
  });

  it.each(['hourly', '-5', '10081', '1.5'])('refuses RETENTION_PURGE_INTERVAL %j', (value) => {
    expect(() => parseEnv({ RETENTION_PURGE_INTERVAL: value })).toThrow(
      /^Invalid environment variable RETENTION_PURGE_INTERVAL: must be a number of minutes/,
    );
  });
});
