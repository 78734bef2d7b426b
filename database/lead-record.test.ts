import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../tests/helpers/db.ts';
import { Lead } from './entities/index.ts';
import { byColumn, LEAD_FIELDS, leadColumn, leadJson, selectLeadFields } from './lead-record.ts';

describe('the lead record derived from the entity', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await db.close();
  });

  it('names every field and its column as the ORM does', () => {
    const meta = db.orm.getMetadata().get(Lead);
    const visible = Object.values(meta.properties).filter((prop) => !prop.hidden);
    expect(LEAD_FIELDS).toEqual(visible.map((prop) => prop.name));
    for (const field of LEAD_FIELDS) expect(leadColumn(field)).toBe(meta.properties[field].fieldNames[0]);
    expect(LEAD_FIELDS).not.toContain('searchText');
  });

  it('selects fields under their own names and keys values by column', () => {
    expect(selectLeadFields(['id', 'houseNumber'])).toBe('"id" as "id", "house_number" as "houseNumber"');
    expect(byColumn({ houseNumber: '1 bus 2', hasWifi: false, sourceUrl: undefined, street: null })).toEqual({
      house_number: '1 bus 2',
      has_wifi: false,
      street: null,
    });
  });

  it('gives times as ISO text, from a Date or from the text PGlite reads, and absent values as null', () => {
    const json = leadJson({ createdAt: '2026-11-21 13:05:00.123+00', lastContactAt: new Date('2026-11-22T08:00:00Z'), street: undefined, hasWifi: false }, [
      'createdAt',
      'lastContactAt',
      'street',
      'hasWifi',
    ] as const);
    expect(json).toEqual({ createdAt: '2026-11-21T13:05:00.123Z', lastContactAt: '2026-11-22T08:00:00.000Z', street: null, hasWifi: false });
  });
});
