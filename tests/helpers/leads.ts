/** A household's signup as the browser sends it, for tests of every layer. */
import type { Em } from '../../database/orm.ts';

export const household = {
  firstName: 'Mélanie',
  lastName: 'Peeters',
  phone: '+32 470 12 34 56',
  email: 'melanie.peeters@example.be',
  street: 'Grote Markt',
  houseNumber: '1',
  postalCode: '2200',
  city: 'Herentals',
  waterSoftenerType: '18L',
  hasWifi: true,
  sourceUrl: 'http://localhost:3000/herentals#contact',
} as const;

let counter = 0;

/** The household with a unique e-mail address, so tests never meet each other's double-submit rule. */
export function uniqueHousehold(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { ...household, email: `bewoner.${Date.now().toString(36)}.${counter}@example.be`, ...overrides };
}

export async function countLeads(em: Em, email?: string): Promise<number> {
  const rows = await em.execute<Array<{ n: number }>>(
    email ? `select count(*)::int as n from leads where lower(email) = lower(?)` : `select count(*)::int as n from leads`,
    email ? [email] : [],
  );
  return Number(rows[0]?.n ?? 0);
}
