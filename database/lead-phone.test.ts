/**
 * The E.164 form of a lead's phone number is the app's (src/leads/phone.ts), written with the lead:
 * by the signup (through submit_lead), by the ORM whenever the number changes (a household's
 * correction), and kept for the leads stored while PostgreSQL computed it (the migration keeps every
 * value, on PGlite and PostgreSQL alike).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';
import { openTestDatabase, postgresUnderTest, type TestDatabase } from '../tests/helpers/db.ts';

describe(`the phone number's E.164 form on ${postgresUnderTest ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('is set from the number when the ORM writes a lead, and follows a change', async () => {
    const em = db.orm.em.fork();
    const lead = em.create(Lead, {
      firstName: 'An', lastName: 'Peeters', phone: '0470/12.34.56', email: 'an.fon@example.be', postalCode: '9000', city: 'Gent',
      street: 'Markt', houseNumber: '1', waterSoftenerType: '18L', hasWifi: false,
    });
    await em.flush();
    const stored = async () => (await db.orm.em.fork().execute<Array<{ phone_e164: string | null }>>(`select "phone_e164" from "leads" where "id" = ?`, [lead.id]))[0]?.phone_e164;
    expect(await stored()).toBe('+32470123456');
    lead.phone = '02 511 45 67';
    await em.flush();
    expect(await stored()).toBe('+3225114567');
  });
});

describe('the migration that hands the E.164 form to the app', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps the value of every lead stored before, drops the SQL rule, and goes back down', async () => {
    const migrator = db.orm.migrator;
    const phone = 'Migration20261127140000_phone_e164_from_the_app';
    const at = migrationsList.findIndex((migration) => migration.name === phone);
    const before = migrationsList[at - 1]?.name as string;
    expect(at).toBeGreaterThan(0);
    await migrator.up({ to: before });
    const em = () => db.orm.em.fork();
    await em().execute(
      `insert into "leads" ("first_name", "last_name", "phone", "email", "postal_code", "city", "water_softener_type", "has_wifi", "status", "privacy_version")
       values ('Oud', 'Nummer', '0470 12 34 5', 'oud@example.be', '9000', 'Gent', '18L', false, 'new', '2026-11-21')`,
    );
    const value = async () => (await em().execute<Array<{ phone_e164: string | null }>>(`select "phone_e164" from "leads" where "email" = 'oud@example.be'`))[0]?.phone_e164;
    // The old rule's answer (nine digits read as a Belgian number) stays on the lead.
    expect(await value()).toBe('+3247012345');
    await migrator.up({ to: phone });
    expect(await value()).toBe('+3247012345');
    const functions = await em().execute(`select 1 from pg_proc where proname = 'lead_phone_e164'`);
    expect(functions).toEqual([]);
    await migrator.down();
    expect(await value()).toBe('+3247012345');
    await migrator.up();
  });
});
