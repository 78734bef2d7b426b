/**
 * The Dutch copy of a place page, worded from templates and the place's data (spec section 2):
 * hero, benefits heading, intro line with cross-links, the 8 local benefit cards and the button.
 * Every number comes from CLAIMS; the factory town (Herentals) gets the direct-factory-service wording.
 */
import type { BenefitCard } from '../content/benefits.ts';
import { CLAIMS, SITE } from '../site.ts';
import { ROUTES } from '../routes.ts';
import { type Place, PLACES, placeBySlug, provincePageOf } from './places.ts';

/** 'A', 'A en B', 'A, B en C'. */
export function joinDutch(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;
}

/** The label with its article where Dutch wants one: 'Gent', 'de provincie Antwerpen'. */
export function labelInSentence(place: Place): string {
  return place.label === place.name ? place.label : `de ${place.label}`;
}

/** 'in Gent', 'in de provincie Antwerpen'. */
export function inPlace(place: Place): string {
  return `in ${labelInSentence(place)}`;
}

/** 'in heel West-Vlaanderen' for a province, 'in en rond Gent' for a city or town. */
function inArea(place: Place): string {
  return place.kind === 'province' ? `in heel ${labelInSentence(place)}` : `in en rond ${place.name}`;
}

/** The place where the softeners are made (SITE.factoryCity), which has its own page. */
export const FACTORY_PLACE: Place | undefined = PLACES.find(
  (place) => place.kind !== 'province' && place.name === SITE.factoryCity,
);

export function isFactoryTown(place: Place): boolean {
  return place === FACTORY_PLACE;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Place['coordinates'], b: Place['coordinates']): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function heroTitle(place: Place): string {
  return `${SITE.product} ${place.label}`;
}

/** 'Kortrijkse gezinnen', or 'gezinnen uit Charleroi' where Dutch has no adjective of its own. */
export function localHouseholds(place: Place): string {
  return place.adjective ? `${place.adjective} gezinnen` : `gezinnen uit ${labelInSentence(place)}`;
}

/** 'elk Kortrijks gezin' (neuter: no -e after elk), or 'elk gezin in Asse' where that form is awkward. */
function everyLocalHousehold(place: Place): string {
  return place.adjectiveNeuter ? `elk ${place.adjectiveNeuter} gezin` : `elk gezin ${inPlace(place)}`;
}

export function heroSubtitle(place: Place): string {
  const where = isFactoryTown(place) ? `${inPlace(place)}, waar onze fabriek staat,` : inPlace(place);
  return (
    `Sluit u aan bij de grootste groepsaankoop van waterverzachters ${where} ` +
    `en bespaar samen met honderden ${localHouseholds(place)}.`
  );
}

export function benefitsHeading(place: Place): string {
  return `Waarom is onze groepsaankoop ${inPlace(place)} zo populair bij ${place.households}?`;
}

export function benefitsButtonLabel(place: Place): string {
  return place.adjective
    ? `Profiteer nu van deze ${place.adjective} voordelen`
    : `Profiteer nu van deze voordelen ${inPlace(place)}`;
}

/** A piece of the intro line: plain text, or a link to another place page. */
export type IntroPart = { text: string } | { text: string; href: string };

/**
 * The intro line: local names, then the cross-links to nearby place pages. A place's own province page
 * is not among them ('Ook in de provincie Antwerpen' would be odd on a page about a town in it): the
 * breadcrumb and the neighbourhood section link it.
 */
export function introLine(place: Place): IntroPart[] {
  const names = joinDutch(place.localNames);
  const opening =
    place.kind === 'province'
      ? `Gezinnen uit ${names} en de rest van ${labelInSentence(place)} schreven zich al in.`
      : place.kind === 'city'
        ? `Van ${names} tot het centrum: in elke wijk van ${place.name} doen gezinnen mee.`
        : `In ${joinDutch([place.name, ...place.localNames])} schreven al heel wat gezinnen zich in.`;
  const ownProvince = provincePageOf(place);
  const targets = place.crossLinks
    .map((slug) => {
      const target = placeBySlug(slug);
      if (!target) throw new Error(`place ${place.slug}: cross-link to unknown place ${slug}`);
      return target;
    })
    .filter((target) => target !== ownProvince);
  const parts: IntroPart[] = [{ text: `${opening} Ook in ` }];
  targets.forEach((target, index) => {
    if (index > 0) parts.push({ text: index === targets.length - 1 ? ' en ' : ', ' });
    if (target.label !== target.name) parts.push({ text: 'de ' });
    parts.push({ text: target.label, href: target.path });
  });
  parts.push({ text: ' loopt de groepsaankoop.' });
  return parts;
}


function madeInBelgium(place: Place): string {
  if (!FACTORY_PLACE || isFactoryTown(place)) {
    return `Onze waterverzachters komen uit onze fabriek hier in ${SITE.factoryCity}: u krijgt service rechtstreeks van de fabriek, zonder tussenpersonen.`;
  }
  if (place.kind === 'province') {
    return place.regionCode === FACTORY_PLACE.regionCode
      ? `Gemaakt in onze eigen fabriek in ${SITE.factoryCity}, hier in ${labelInSentence(place)}: Belgische kwaliteit met korte lijnen.`
      : `Gemaakt in onze eigen fabriek in ${SITE.factoryCity}: Belgische kwaliteit met korte lijnen naar ${everyLocalHousehold(place)}.`;
  }
  const km = distanceKm(place.coordinates, FACTORY_PLACE.coordinates);
  const distance = km < 10 ? 'op een boogscheut' : `op zo'n ${Math.round(km / 5) * 5} km hemelsbreed`;
  return `Gemaakt in onze eigen fabriek in ${SITE.factoryCity}, ${distance} van ${place.name}: Belgische kwaliteit met korte lijnen.`;
}

/** The 8 benefit cards of a place page, in the spec's order. */
export function placeBenefits(place: Place): BenefitCard[] {
  const factory = isFactoryTown(place);
  const { savingsPerUnitEuro: savings, saltUseKgPerMonth: salt } = CLAIMS;
  return [
    {
      id: 1,
      icon: 'regional',
      title: `Groepsvoordeel ${inPlace(place)}`,
      description: `Hoe meer ${localHouseholds(place)} meedoen, hoe scherper de prijs: u bespaart ${savings.min} tot ${savings.max} euro per toestel, of tot ${CLAIMS.savingsPercentMax}%.`,
    },
    { id: 2, icon: 'belgium', title: 'Made in Belgium', description: madeInBelgium(place) },
    {
      id: 3,
      icon: 'warranty',
      title: `${CLAIMS.warrantyYears} jaar garantie`,
      description: factory
        ? `Garantie en service rechtstreeks vanuit de fabriek: onze eigen technici zitten hier in ${place.name}.`
        : `Met lokale servicepartners ${inArea(place)}, zodat er snel iemand ter plaatse is als u ons nodig hebt.`,
    },
    {
      id: 4,
      icon: 'maintenance',
      title: 'Minimaal onderhoud',
      description: `Slechts om de ${CLAIMS.maintenanceIntervalYears} jaar een onderhoudsbeurt, dankzij automatische wifi-updates en een zelfreinigend systeem.`,
    },
    {
      id: 5,
      icon: 'support',
      title: `${CLAIMS.supportHours} ondersteuning`,
      description: factory
        ? `Dag en nacht online hulp via wifi en de app, en de fabriek om de hoek in ${place.name}.`
        : `Dag en nacht online hulp via wifi en de app, waar u ook woont ${inArea(place)}.`,
    },
    {
      id: 6,
      icon: 'installation',
      title: 'Gratis installatie',
      description: factory
        ? `Technici van onze fabriek installeren uw waterverzachter gratis bij u thuis ${inPlace(place)}.`
        : `Gecertificeerde technici installeren uw waterverzachter gratis bij u thuis ${inPlace(place)}.`,
    },
    {
      id: 7,
      icon: 'salt',
      title: `${CLAIMS.freeSaltYears} jaar gratis zout`,
      description: `Regeneratiezout voor ${CLAIMS.freeSaltYears} jaar, aan huis geleverd ${inPlace(place)}. U verbruikt ongeveer ${salt.min} tot ${salt.max} kg per maand.`,
    },
    {
      id: 8,
      icon: 'filter',
      title: 'Gratis PFAS-filter',
      description: `Zuiver drinkwater voor ${everyLocalHousehold(place)}: bij elke waterverzachter een PFAS-filter ter waarde van ${CLAIMS.pfasFilterValueEuro} euro, gratis.`,
    },
  ];
}

/** The breadcrumb trail: home, the province page (when there is one), the place itself. */
export function placeBreadcrumb(place: Place): { name: string; path: string }[] {
  const province = provincePageOf(place);
  return [
    { name: 'Home', path: ROUTES.home },
    ...(province ? [{ name: province.label, path: province.path }] : []),
    { name: place.label, path: place.path },
  ];
}
