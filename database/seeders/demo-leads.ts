/**
 * Demo leads for development and benchmarks: plausible Flemish households spread over two years, with
 * every size (including the legacy values 'large' and 'small'), status, source page and campaign.
 * Deterministic for a given seed, so benchmarks compare like with like. E-mail addresses use the
 * reserved example.* domains, so demo data can never reach a real person.
 */
import type { Em } from '../orm.ts';
import type { LeadStatus } from '../../src/leads/status.ts';
import { PLACES } from '../../src/places/places.ts';
import { PRIVACY_VERSION_DATE } from '../../src/site.ts';
import { Lead } from '../entities/index.ts';
import { phoneE164 } from '../../src/leads/phone.ts';

const FIRST_NAMES = [
  'Jan', 'Marie', 'Luc', 'An', 'Peter', 'Sofie', 'Tom', 'Els', 'Bart', 'Katrien', 'Wim', 'Lies', 'Koen', 'Nathalie',
  'Dirk', 'Inge', 'Stijn', 'Hilde', 'Pieter', 'Griet', 'Jef', 'Mélanie', 'Noël', 'Anaïs', 'Zoë', 'Geert', 'Ilse',
  'Kris', 'Veerle', 'Joris', 'Lotte', 'Ruben', 'Eline', 'Thomas', 'Emma', 'Lucas', 'Louise', 'Arthur', 'Olivia',
];
const LAST_NAMES = [
  'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet',
  'Dubois', 'Lambert', 'Dupont', 'Van den Broeck', 'Hermans', 'Vermeulen', 'De Clercq', 'Aerts', 'Verstraete',
  'Van Damme', 'Desmet', 'Coppens', 'Michiels', "D'Hondt", 'Vandenberghe', 'Gölçük', 'Segers', 'Lemmens',
];
/** Demo addresses (postcode and municipality). */
const ADDRESSES: ReadonlyArray<readonly [postalCode: string, city: string]> = [
  ['2200', 'Herentals'], ['9000', 'Gent'], ['2000', 'Antwerpen'], ['8000', 'Brugge'], ['3000', 'Leuven'],
  ['2800', 'Mechelen'], ['9300', 'Aalst'], ['3500', 'Hasselt'], ['8400', 'Oostende'], ['8500', 'Kortrijk'],
  ['8800', 'Roeselare'], ['9100', 'Sint-Niklaas'], ['2300', 'Turnhout'], ['2400', 'Mol'], ['2440', 'Geel'],
  ['2500', 'Lier'], ['1800', 'Vilvoorde'], ['1500', 'Halle'], ['8900', 'Ieper'], ['9200', 'Dendermonde'],
  ['1000', 'Brussel'],
];
/** The place pages visitors land on (src/places/places.ts); the home page takes the rest. */
const PLACE_PATHS = PLACES.map((place) => place.path);
const STREETS = ['Kerkstraat', 'Stationsstraat', 'Dorpsstraat', 'Molenstraat', 'Nieuwstraat', 'Schoolstraat', 'Grote Markt'];
/** Weighted sizes: the four of the form, and the legacy values older leads carry. */
const SIZES: ReadonlyArray<readonly [string, number]> = [
  ['25L', 30], ['18L', 28], ['12L', 20], ['9L', 14], ['large', 4], ['small', 4],
];
const CAMPAIGNS: ReadonlyArray<readonly [string, string, string]> = [
  ['google', 'cpc', 'groepsaankoop-najaar'], ['facebook', 'social', 'groepsaankoop-najaar'],
  ['nieuwsbrief', 'email', 'ronde-2'],
];

/** mulberry32: a small, fast, seedable pseudo-random generator (demo data only, not for secrets). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function weighted(random: () => number, items: ReadonlyArray<readonly [string, number]>): string {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of items) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return items[0]?.[0] ?? '';
}

/** Older leads have mostly been followed up; the newest are mostly still new. */
function statusFor(random: () => number, ageDays: number): LeadStatus {
  if (ageDays < 7) return random() < 0.8 ? 'new' : 'contacted';
  const roll = random();
  if (roll < 0.1) return 'new';
  if (roll < 0.35) return 'contacted';
  if (roll < 0.5) return 'followup';
  if (roll < 0.75) return 'converted';
  return 'lost';
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export interface DemoLeadOptions {
  seed?: number;
  /** The newest possible creation time; leads spread over the two years before it. */
  now?: Date;
  /** Origin of the source URLs. */
  origin?: string;
}

type DemoLead = Omit<Lead, 'id'>;

/** `count` demo leads, oldest first. */
function* demoLeads(count: number, options: DemoLeadOptions = {}): Generator<DemoLead> {
  const random = seededRandom(options.seed ?? 1);
  const now = (options.now ?? new Date()).getTime();
  const origin = options.origin ?? 'http://localhost:3000';
  const spanMs = 730 * 24 * 3600 * 1000;
  const offsets = Array.from({ length: count }, () => Math.floor(Math.sqrt(random()) * spanMs)).sort((a, b) => a - b);
  for (const [index, offset] of offsets.entries()) {
    const createdAt = new Date(now - spanMs + offset);
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const [postalCode, city] = pick(random, ADDRESSES);
    const landingPage = random() < 0.6 ? pick(random, PLACE_PATHS) : '/';
    const campaign = random() < 0.3 ? pick(random, CAMPAIGNS) : undefined;
    const mobile = String(Math.floor(random() * 1_000_000)).padStart(6, '0');
    const phone = `04${70 + Math.floor(random() * 30)} ${mobile.slice(0, 2)} ${mobile.slice(2, 4)} ${mobile.slice(4)}`;
    yield {
      firstName,
      lastName,
      phone,
      // insertMany runs no onCreate: the E.164 form the entity would set.
      phoneE164: phoneE164(phone),
      email: `${slugOf(firstName)}.${slugOf(lastName)}${index}@example.${random() < 0.5 ? 'be' : 'com'}`,
      street: pick(random, STREETS),
      houseNumber: String(1 + Math.floor(random() * 200)),
      postalCode,
      city,
      waterSoftenerType: weighted(random, SIZES),
      hasWifi: random() < 0.7,
      sourceUrl: `${origin}${landingPage}`,
      status: statusFor(random, (now - createdAt.getTime()) / 86_400_000),
      utmSource: campaign?.[0] ?? null,
      utmMedium: campaign?.[1] ?? null,
      utmCampaign: campaign?.[2] ?? null,
      landingPage: `${origin}${landingPage}`,
      privacyVersion: PRIVACY_VERSION_DATE,
      createdAt,
      // Demo leads have no history or notes: the signup is their last contact.
      lastContactAt: createdAt,
    } as DemoLead;
  }
}

/** Inserts `count` demo leads in batches (one multi-row INSERT per batch); returns how many. */
export async function insertDemoLeads(
  em: Em,
  count: number,
  options: DemoLeadOptions & { batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  let batch: DemoLead[] = [];
  let done = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await em.insertMany(Lead, batch);
    done += batch.length;
    batch = [];
    options.onProgress?.(done);
  };
  for (const lead of demoLeads(count, options)) {
    batch.push(lead);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return done;
}
