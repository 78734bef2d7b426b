/**
 * How the embedded database hands values to MikroORM: dates, timestamps and intervals as the text
 * PostgreSQL sends (MikroORM parses them itself), arrays of them as arrays of that text. It is the rule
 * MikroORM gives a PGlite it creates itself (`createPostgreSqlTypeParsers` of @mikro-orm/sql), written here
 * so that the database's own thread (pglite-worker.ts) does not load the ORM for it: that import took
 * about a third of a second of every start-up. `pglite-parsers.test.ts` holds the two equal.
 */
import array from 'postgres-array';

/** Type OIDs of PostgreSQL (pg_type): kept as text, and their arrays. */
const AS_TEXT = { date: 1082, timestamp: 1114, timestamptz: 1184, interval: 1186 } as const;
const ARRAYS = { date: 1182, timestamp: 1115, timestamptz: 1185, interval: 1187 } as const;

export function pgliteParsers(): Record<number, (text: string) => unknown> {
  const parsers: Record<number, (text: string) => unknown> = {};
  for (const oid of Object.values(AS_TEXT)) parsers[oid] = (text) => text;
  for (const oid of Object.values(ARRAYS)) parsers[oid] = (text) => array.parse(text);
  return parsers;
}
