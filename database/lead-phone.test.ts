/**
 * The database's E.164 rule (the generated column `leads.phone_e164`) and the browser's (src/admin/
 * phone.ts) give the same answer: for the usual ways of typing a number, and for thousands of numbers
 * typed at random from the characters the signup form allows.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneE164 } from '../src/admin/phone.ts';
import { openTestDatabase, postgresUnderTest, type TestDatabase } from '../tests/helpers/db.ts';
import { PHONE_CASES } from '../tests/helpers/phones.ts';
import { PHONE_E164_FUNCTION } from './lead-phone.ts';

describe(`phone numbers in E.164 on ${postgresUnderTest ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  async function inDatabase(typed: readonly string[]): Promise<Array<string | null>> {
    const rows = await db.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ e164: string | null }>>(
        `select "${PHONE_E164_FUNCTION}"(t) as "e164" from jsonb_array_elements_text(?::jsonb) with ordinality as u(t, n) order by n`,
        [JSON.stringify(typed)],
      );
    return rows.map((row) => row.e164);
  }

  it('agrees with the browser on the usual ways of typing a number', async () => {
    const typed = PHONE_CASES.map(([number]) => number);
    expect(await inDatabase(typed)).toEqual(PHONE_CASES.map(([, e164]) => e164));
  });

  it('agrees with the browser on 2,000 numbers typed at random', async () => {
    const typed = fc.sample(fc.stringMatching(/^ ?\+?[0-9 ./-]{0,24}$/), { numRuns: 2000, seed: 26 });
    expect(await inDatabase(typed)).toEqual(typed.map(phoneE164));
  });
});
