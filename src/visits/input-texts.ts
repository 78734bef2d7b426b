/**
 * What the visit's and the installation's inputs are told when refused (issue 43), in the caller's
 * language: staff and API clients read Dutch, an installer user its own language. Each message names
 * its field. Read by src/visits/schema.ts.
 */
import type { Locale } from '../i18n/locale.ts';
import { inFrench } from '../i18n/typography.ts';

const NL = {
  object: 'Verstuur de gegevens als JSON-object',
  orderId: 'Ongeldig bestelnummer',
  day: (label: string) => `${label}: kies een datum (JJJJ-MM-DD)`,
  noSuchDay: (label: string) => `${label}: deze datum bestaat niet`,
  moment: (label: string) => `${label}: datum en uur in ISO 8601 met tijdzone (2026-12-03T09:00:00+01:00)`,
  noSuchMoment: (label: string) => `${label}: dit moment bestaat niet`,
  start: 'Begin',
  end: 'Einde',
  endAfterStart: 'Einde: na het begin',
  slotHours: (hours: number) => `Einde: een tijdslot duurt hoogstens ${hours} uur`,
  inFuture: 'Begin: in de toekomst',
  ahead: (days: number) => `Begin: hoogstens ${days} dagen vooruit`,
  slots: 'Tijdsloten: een lijst',
  slotsMin: (min: number) => `Tijdsloten: bied er minstens ${min} aan`,
  slotsMax: (max: number) => `Tijdsloten: hoogstens ${max}`,
  overlap: 'Tijdsloten: elk tijdslot op een ander moment, zonder overlap',
  hardness: 'Hardheid (°fH): een getal',
  hardnessMin: 'Hardheid (°fH): 0 of meer',
  hardnessMax: 'Hardheid (°fH): hoogstens 100',
  hardnessDecimals: 'Hardheid (°fH): hoogstens één cijfer na de komma',
  suitable: 'Kan de installatie doorgaan: ja of nee',
  reason: (reasons: string) => `Reden: kies uit ${reasons}`,
  reasonRequired: 'Reden: kies waarom de installatie niet kan doorgaan',
  note: 'Toelichting: tekst',
  noteLong: (max: number) => `Toelichting: hoogstens ${max} tekens`,
  noteCharacters: 'Toelichting bevat ongeldige tekens',
  noteRequired: 'Toelichting: schrijf kort waarom',
  visitedOn: 'Bezocht op',
  plannedOn: 'Installatie op',
  installedOn: 'Geïnstalleerd op',
  collectedOn: 'Opgehaald op',
  notInFuture: (label: string) => `${label}: niet in de toekomst`,
  serial: 'Serienummer is verplicht',
  serialLong: (max: number) => `Serienummer: hoogstens ${max} tekens`,
  serialCharacters: 'Serienummer: alleen zichtbare tekens op één regel',
};

export type VisitInputTexts = { [K in keyof typeof NL]: (typeof NL)[K] extends string ? string : (typeof NL)[K] };

const FR: VisitInputTexts = /* @__PURE__ */ inFrench(() => ({
  object: 'Envoyez les données sous la forme d’un objet JSON',
  orderId: 'Numéro de commande non valable',
  day: (label: string) => `${label} : choisissez une date (AAAA-MM-JJ)`,
  noSuchDay: (label: string) => `${label} : cette date n’existe pas`,
  moment: (label: string) => `${label} : date et heure en ISO 8601 avec fuseau (2026-12-03T09:00:00+01:00)`,
  noSuchMoment: (label: string) => `${label} : ce moment n’existe pas`,
  start: 'Début',
  end: 'Fin',
  endAfterStart: 'Fin : après le début',
  slotHours: (hours: number) => `Fin : un créneau dure ${hours} heures au plus`,
  inFuture: 'Début : dans le futur',
  ahead: (days: number) => `Début : ${days} jours à l’avance au plus`,
  slots: 'Créneaux : une liste',
  slotsMin: (min: number) => `Créneaux : proposez-en au moins ${min}`,
  slotsMax: (max: number) => `Créneaux : ${max} au plus`,
  overlap: 'Créneaux : chacun à un autre moment, sans chevauchement',
  hardness: 'Dureté (°fH) : un nombre',
  hardnessMin: 'Dureté (°fH) : 0 ou plus',
  hardnessMax: 'Dureté (°fH) : 100 au plus',
  hardnessDecimals: 'Dureté (°fH) : un chiffre après la virgule au plus',
  suitable: 'L’installation peut-elle avoir lieu : oui ou non',
  reason: (reasons: string) => `Motif : choisissez parmi ${reasons}`,
  reasonRequired: 'Motif : indiquez pourquoi l’installation ne peut pas avoir lieu',
  note: 'Précision : du texte',
  noteLong: (max: number) => `Précision : ${max} caractères au maximum`,
  noteCharacters: 'La précision contient des caractères non valables',
  noteRequired: 'Précision : expliquez brièvement pourquoi',
  visitedOn: 'Date de la visite',
  plannedOn: 'Date d’installation prévue',
  installedOn: 'Date d’installation',
  collectedOn: 'Date de la reprise',
  notInFuture: (label: string) => `${label} : pas dans le futur`,
  serial: 'Le numéro de série est obligatoire',
  serialLong: (max: number) => `Numéro de série : ${max} caractères au maximum`,
  serialCharacters: 'Numéro de série : uniquement des caractères visibles, sur une ligne',
}));

export function visitInputTexts(locale: Locale): VisitInputTexts {
  return locale === 'fr' ? FR : NL;
}
