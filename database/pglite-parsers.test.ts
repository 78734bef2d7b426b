import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import array from 'postgres-array';
import { describe, expect, it } from 'vitest';
import { pgliteParsers } from './pglite-parsers.ts';

describe('the embedded database thread\'s parsers', () => {
  it('are the ones MikroORM gives a PGlite it creates: the same types, the same values', () => {
    const ours = pgliteParsers();
    const orms = createPostgreSqlTypeParsers((text: string) => array.parse(text)) as Record<number, (text: string) => unknown>;
    expect(Object.keys(ours).sort()).toEqual(Object.keys(orms).sort());
    for (const [oid, text] of [
      [1082, '2026-11-27'],
      [1184, '2026-11-27 14:05:00.123+01'],
      [1186, '1 day 02:00:00'],
      [1185, '{"2026-11-27 14:05:00+01","2026-12-25 00:00:00+01"}'],
      [1182, '{2026-11-27,NULL}'],
    ] as const) {
      expect(ours[oid]?.(text), `${oid}`).toEqual(orms[oid]?.(text));
    }
  });
});
