/**
 * Local truth from the visits (issue 34 item 6): the hardness installers measured at the technical visit,
 * per place page. A place's figure counts each address once (its latest measurement) and is shown only
 * from MIN_ADDRESSES different addresses on; fewer give no figure at all. Which addresses belong to a
 * place: a province page's, every address whose postal code lies in the province; a town's or city's,
 * the addresses in its province whose municipality, as the household typed it, is the place's name or
 * one of its other names (a sub-municipality typed instead counts for the province only: no postal-code
 * list is invented for it). The server reads the measurements (server/page-parts/hardness-part.ts) and
 * writes the HTML below into the place pages' part `hardness` (decision 048, decision 053).
 */
import { PLACES, type Place } from './places.ts';
import type { RegionCode } from './data/places.ts';
import { regionOfPostalCode } from '../proposals/provinces.ts';
import { HARDNESS } from '../calculator/savings.ts';
import { CALCULATOR_START_PARAM } from '../calculator/start.ts';
import { formatNumberIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { SECTION_IDS } from '../site.ts';
import { TIME_ZONE } from '../time-zone.ts';
import { FR_MEASURED_TEXTS, NL_MEASURED_TEXTS, type MeasuredTexts } from './measured-hardness-texts.ts';

/** No page shows a figure from fewer different addresses (issue 34). */
export const MIN_ADDRESSES = 5;

/** One measured address: where, what, when (the visit's day, YYYY-MM-DD). */
export interface Measurement {
  postalCode: string;
  city: string;
  address: string;
  hardnessFh: number;
  visitedOn: string;
}

/** A place's figure. */
export interface MeasuredHardness {
  medianFh: number;
  minFh: number;
  maxFh: number;
  addresses: number;
  /** The first and the last visit's day. */
  from: string;
  to: string;
}

/** What the part's marker carries: the page's language, its (Dutch) place slug and its home page's path. */
export interface HardnessPartArgs {
  locale: Locale;
  place: string;
  home: string;
}

export function isHardnessPartArgs(args: unknown): args is HardnessPartArgs {
  const a = args as Partial<HardnessPartArgs> | null;
  return typeof a === 'object' && a !== null && (a.locale === 'nl' || a.locale === 'fr') && typeof a.place === 'string' && typeof a.home === 'string' && a.home.startsWith('/');
}

/** A name as compared: no accents, no case, hyphens and apostrophes as spaces. */
const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The place pages an address belongs to: its province's page and the page of its municipality, if any. */
function placesOf(m: Pick<Measurement, 'city'>, region: RegionCode): Place[] {
  const city = comparable(m.city);
  return PLACES.filter(
    (place) =>
      place.regionCode === region &&
      (place.kind === 'province' || [place.name, ...place.alternateNames].some((name) => comparable(name) === city)),
  );
}

/** The slugs of the place pages an address (postal code, municipality as typed) belongs to, by the rule above (reviews use it too). */
export function placePagesOfAddress(postalCode: string, city: string): string[] {
  const region = regionOfPostalCode(postalCode);
  return region ? placesOf({ city }, region).map((place) => place.slug) : [];
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const value = sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  return Math.round(value * 10) / 10;
}

/** Every place page's figure, by the place's slug; places with fewer than MIN_ADDRESSES addresses are absent. */
export function measuredHardnessByPlace(measurements: readonly Measurement[]): Map<string, MeasuredHardness> {
  // Each address once: its latest measurement.
  const latest = new Map<string, Measurement>();
  for (const m of measurements) {
    // An address not given cannot count as a different one.
    if (comparable(m.address) === '') continue;
    const key = `${m.postalCode}|${comparable(m.address)}`;
    const known = latest.get(key);
    if (!known || known.visitedOn < m.visitedOn) latest.set(key, m);
  }
  const byPlace = new Map<string, Measurement[]>();
  for (const m of latest.values()) {
    const region = regionOfPostalCode(m.postalCode);
    if (!region) continue;
    for (const place of placesOf(m, region)) byPlace.set(place.slug, [...(byPlace.get(place.slug) ?? []), m]);
  }
  const figures = new Map<string, MeasuredHardness>();
  for (const [slug, list] of byPlace) {
    if (list.length < MIN_ADDRESSES) continue;
    const values = list.map((m) => m.hardnessFh).sort((a, b) => a - b);
    const days = list.map((m) => m.visitedOn).sort();
    figures.set(slug, {
      medianFh: median(values),
      minFh: Math.min(...values),
      maxFh: Math.max(...values),
      addresses: list.length,
      from: days[0] ?? '',
      to: days.at(-1) ?? '',
    });
  }
  return figures;
}

const TEXTS: Record<Locale, MeasuredTexts> = { nl: NL_MEASURED_TEXTS, fr: FR_MEASURED_TEXTS };

const monthOf = (locale: Locale, isoDay: string) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-BE' : 'nl-BE', { month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(`${isoDay}T12:00:00Z`));

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The home page's calculator, started at `fh`. */
function calculatorStartLink(home: string, fh: number): string {
  return `${home}?${CALCULATOR_START_PARAM}=${Math.round(fh)}#${SECTION_IDS.calculator}`;
}

/** The part's HTML: empty without a figure; else one paragraph and the link that starts the calculator there. */
export function measuredHardnessHtml(figure: MeasuredHardness | undefined, { locale, home }: HardnessPartArgs): string {
  if (!figure) return '';
  const T = TEXTS[locale];
  const n = (value: number) => formatNumberIn(locale, value);
  const from = monthOf(locale, figure.from);
  const to = monthOf(locale, figure.to);
  const line = T.figure({
    median: `${n(figure.medianFh)}${T.unit}`,
    min: n(figure.minFh),
    max: `${n(figure.maxFh)}${T.unit}`,
    addresses: figure.addresses,
    period: from === to ? T.inMonth(from) : T.between(from, to),
  });
  const start = Math.min(HARDNESS.max, Math.max(HARDNESS.min, Math.round(figure.medianFh)));
  return (
    `<p class="measured-hardness__figure" data-testid="measured-hardness">${escape(line)}</p>` +
    `<p class="measured-hardness__calculator"><a href="${escape(calculatorStartLink(home, start))}">${escape(T.calculator(`${n(start)}${T.unit}`))}</a></p>`
  );
}
