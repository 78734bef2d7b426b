import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, postgresUnderTest, type TestDatabase } from '../tests/helpers/db.ts';

describe(`planner settings on ${postgresUnderTest ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('cost random page reads as on SSD on every connection, so that searches use their index', async () => {
    // Several at once, so that the PostgreSQL pool opens more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => db.orm.em.fork().execute<Array<{ random_page_cost: string }>>('show random_page_cost')),
    );
    expect(answers.map((rows) => rows[0]?.random_page_cost)).toEqual(['1.1', '1.1', '1.1']);
  });
});
