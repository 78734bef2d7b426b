/**
 * Leads the back-office browser tests work with, written through the ORM before the server starts
 * (the embedded database admits one process at a time): a few named households the journey searches
 * for, and enough demo leads for more than one page.
 */
import { Lead } from '../../database/entities/index.ts';
import { initORM, migrate } from '../../database/orm.ts';
import { insertDemoLeads } from '../../database/seeders/demo-leads.ts';
import type { Env } from '../../server/env.ts';
import { HOSTILE_LEAD_VALUES } from './hostile.ts';

export const E2E_LEADS = {
  melanie: {
    firstName: 'Mélanie',
    lastName: 'Gölçük',
    phone: '0470 11 22 33',
    email: 'melanie.golcuk@example.be',
    street: 'Bosstraat',
    houseNumber: '7',
    postalCode: '2440',
    city: 'Geel',
    waterSoftenerType: '12L',
    hasWifi: false,
    sourceUrl: 'http://127.0.0.1/geel',
    landingPage: 'http://127.0.0.1/geel',
    utmSource: 'facebook',
    utmMedium: 'social',
    utmCampaign: 'najaar',
  },
  formula: {
    firstName: '=HYPERLINK("http://x","y")',
    lastName: 'Formule',
    phone: '0470 99 88 77',
    email: 'formule@example.be',
    street: 'Kerkstraat',
    houseNumber: '1',
    postalCode: '9000',
    city: 'Gent',
    waterSoftenerType: 'large',
    hasWifi: true,
    sourceUrl: null,
  },
  /** A lead full of markup and script: the back office must show it as text (tests/e2e/hostile-lead.spec.ts). */
  hostile: {
    ...HOSTILE_LEAD_VALUES,
    phone: '0470 66 66 66',
    email: 'xss.fixture@example.be',
    postalCode: '9000',
    waterSoftenerType: '25L',
    hasWifi: true,
  },
} as const;

const E2E_DEMO_LEADS = 60;

export async function writeE2eFixtures(env: Env): Promise<void> {
  const db = await initORM({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(db.orm);
    const em = db.orm.em.fork();
    await insertDemoLeads(em, E2E_DEMO_LEADS, { seed: 7 });
    // The journey searches for this name and expects one lead: no demo lead may carry it, nor its
    // unaccented form in an e-mail address (search ignores accents).
    await em.execute(
      `update "leads" set "last_name" = 'Peeters', "email" = replace("email", 'golcuk', 'peeters') where "last_name" = ?`,
      [E2E_LEADS.melanie.lastName],
    );
    for (const lead of Object.values(E2E_LEADS)) em.create(Lead, { ...lead });
    await em.flush();
  } finally {
    await db.orm.close();
  }
}
