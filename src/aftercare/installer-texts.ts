/**
 * What an installer company's user reads of aftercare in its view (issue 44): requests for help and
 * service visits, salt to deliver, services due. Dutch and Belgian French with the same keys, so that the
 * view follows its user's language (issue 43 gives installer users one); staff's back office reads Dutch.
 */
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { inFrench } from '../i18n/typography.ts';
import type { SupportCategory, SupportStatus } from './support.ts';
import type { SaltDeliveryStatus } from './salt.ts';

const NL = {
  heading: 'Nazorg',
  support: 'Vragen van huishoudens',
  none: 'Niets.',
  late: 'Te laat',
  due: (day: string) => `Eerste antwoord uiterlijk ${day}`,
  asked: (day: string) => `Gevraagd op ${day}`,
  status: { open: 'Open', planned: 'Bezoek gepland', resolved: 'Opgelost' } satisfies Record<SupportStatus, string>,
  category: { 'no-soft-water': 'Geen zacht water', leak: 'Lek', salt: 'Zout', app: 'App', other: 'Iets anders', service: 'Onderhoudsbezoek' } satisfies Record<SupportCategory | 'service', string>,
  serial: (serial: string) => `Serienummer ${serial}`,
  call: 'Bellen',
  map: 'Kaart',
  answer: 'Antwoord aan het huishouden',
  sendAnswer: 'Antwoord versturen',
  answered: 'Antwoord verstuurd',
  slots: 'Momenten voor een bezoek',
  day: (n: number) => `Dag ${n}`,
  from: (n: number) => `Van ${n}`,
  to: (n: number) => `Tot ${n}`,
  moreSlots: 'Nog een moment',
  sendSlots: 'Momenten versturen',
  slotsSent: 'Momenten verstuurd: het huishouden kiest er een.',
  slotsOffered: (n: number) => `${n} momenten aangeboden, het huishouden kiest nog.`,
  booked: (when: string) => `Bezoek: ${when}`,
  resolveNote: 'Wat is er gedaan? (het huishouden leest het)',
  resolve: 'Opgelost',
  resolved: 'Als opgelost verstuurd',
  cancelVisit: 'Bezoek afzeggen',
  failed: 'Niet verstuurd',
  retry: 'Probeer het opnieuw.',
  salt: 'Zout te leveren',
  saltLine: (kg: number, week: string) => `${kg} kg, week van ${week}`,
  saltStatus: { asked: 'Gevraagd', confirmed: 'Bevestigd', delivered: 'Geleverd', cancelled: 'Geannuleerd' } satisfies Record<SaltDeliveryStatus, string>,
  confirm: 'Bevestigen',
  delivered: 'Geleverd op',
  deliver: 'Levering opslaan',
  cancelSalt: 'Annuleren',
  services: 'Onderhoud',
  serviceDue: (day: string) => `Onderhoud op ${day}`,
  overdue: 'Achterstallig',
  servicedOn: 'Onderhouden op',
  serviceNote: 'Notitie (optioneel)',
  recordService: 'Onderhoud opslaan',
  serviceRecorded: 'Onderhoud opgeslagen: de volgende datum schuift op.',
  saved: 'Opgeslagen',
};

export type InstallerAftercareTexts = Widen<typeof NL>;

const FR: InstallerAftercareTexts = /* @__PURE__ */ inFrench(() => ({
  heading: 'Service après-vente',
  support: 'Demandes des ménages',
  none: 'Rien.',
  late: 'En retard',
  due: (day: string) => `Première réponse au plus tard le ${day}`,
  asked: (day: string) => `Demandée le ${day}`,
  status: { open: 'Ouverte', planned: 'Visite planifiée', resolved: 'Résolue' },
  category: { 'no-soft-water': 'Plus d’eau douce', leak: 'Fuite', salt: 'Sel', app: 'Application', other: 'Autre chose', service: 'Visite d’entretien' },
  serial: (serial: string) => `Numéro de série ${serial}`,
  call: 'Appeler',
  map: 'Carte',
  answer: 'Réponse au ménage',
  sendAnswer: 'Envoyer la réponse',
  answered: 'Réponse envoyée',
  slots: 'Moments pour une visite',
  day: (n: number) => `Jour ${n}`,
  from: (n: number) => `De ${n}`,
  to: (n: number) => `À ${n}`,
  moreSlots: 'Un moment de plus',
  sendSlots: 'Envoyer les moments',
  slotsSent: 'Moments envoyés : le ménage en choisit un.',
  slotsOffered: (n: number) => `${n} moments proposés, le ménage doit encore choisir.`,
  booked: (when: string) => `Visite : ${when}`,
  resolveNote: 'Qu’avez-vous fait ? (le ménage le lira)',
  resolve: 'Résolue',
  resolved: 'Envoyée comme résolue',
  cancelVisit: 'Annuler la visite',
  failed: 'Pas envoyé',
  retry: 'Réessayez.',
  salt: 'Sel à livrer',
  saltLine: (kg: number, week: string) => `${kg}\u00a0kg, semaine du ${week}`,
  saltStatus: { asked: 'Demandé', confirmed: 'Confirmé', delivered: 'Livré', cancelled: 'Annulé' },
  confirm: 'Confirmer',
  delivered: 'Livré le',
  deliver: 'Enregistrer la livraison',
  cancelSalt: 'Annuler',
  services: 'Entretien',
  serviceDue: (day: string) => `Entretien le ${day}`,
  overdue: 'En retard',
  servicedOn: 'Entretenu le',
  serviceNote: 'Note (facultative)',
  recordService: 'Enregistrer l’entretien',
  serviceRecorded: 'Entretien enregistré : la date suivante avance.',
  saved: 'Enregistré',
}));

export function installerAftercareTexts(locale: Locale): InstallerAftercareTexts {
  return locale === 'fr' ? FR : NL;
}
