/**
 * What an installer's or staff's aftercare input is told when refused (issue 44, in the caller's language
 * as issue 43 asks): staff and API clients read Dutch, an installer user its own language. Each message
 * names its field. Days and the JSON object are the visit's words (src/visits/input-texts.ts). Read by
 * schema.ts.
 */
import type { Locale } from '../i18n/locale.ts';
import { inFrench } from '../i18n/typography.ts';

const NL = {
  requestId: 'Ongeldig nummer van de vraag',
  deliveryId: 'Ongeldige levering',
  handedOver: 'Overhandigd: true of false',
  answer: 'Antwoord',
  explanation: 'Toelichting',
  note: 'Notitie',
  servicedOn: 'Onderhouden op',
  deliveredOn: 'Geleverd op',
  step: 'Stap: open of resolved',
  text: (label: string) => `${label}: tekst`,
  min: (label: string, min: number) => `${label}: schrijf minstens ${min} tekens`,
  max: (label: string, max: number) => `${label}: hoogstens ${max} tekens`,
  characters: (label: string) => `${label} bevat ongeldige tekens`,
  kg: 'Kilogram: een geheel getal',
  kgMin: 'Kilogram: minstens 1',
  kgMax: (max: number) => `Kilogram: hoogstens ${max}`,
};

export type AftercareInputTexts = { [K in keyof typeof NL]: (typeof NL)[K] extends string ? string : (typeof NL)[K] };

const FR: AftercareInputTexts = /* @__PURE__ */ inFrench(() => ({
  requestId: 'Numéro de demande non valable',
  deliveryId: 'Livraison non valable',
  handedOver: 'Remis : true ou false',
  answer: 'Réponse',
  explanation: 'Précision',
  note: 'Note',
  servicedOn: 'Date de l’entretien',
  deliveredOn: 'Date de la livraison',
  step: 'Étape : open ou resolved',
  text: (label: string) => `${label} : du texte`,
  min: (label: string, min: number) => `${label} : écrivez au moins ${min} caractères`,
  max: (label: string, max: number) => `${label} : ${max} caractères au maximum`,
  characters: (label: string) => `${label} : caractères non valables`,
  kg: 'Kilogrammes : un nombre entier',
  kgMin: 'Kilogrammes : au moins 1',
  kgMax: (max: number) => `Kilogrammes : ${max} au maximum`,
}));

export function aftercareInputTexts(locale: Locale): AftercareInputTexts {
  return locale === 'fr' ? FR : NL;
}
