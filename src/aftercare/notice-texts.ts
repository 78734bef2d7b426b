/**
 * What an installer company reads by mail of its households' aftercare (issue 44): a request for help or
 * a service visit asked, opened again, its visit booked or cancelled, salt asked for, the PFAS filter
 * reported missing. In the language of the company's users (issue 43: one mail per language), staff's
 * copy in Dutch. The household's line and the signature are the company's other notices'
 * (src/installers/texts.ts). Days come formatted by the caller.
 */
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { inFrench } from '../i18n/typography.ts';

const NL = {
  subject: (orderId: number, head: string) => `Nazorg bestelling ${orderId}: ${head}`,
  link: 'Open uw opdrachten:',
  service: 'Onderhoudsbezoek gevraagd',
  support: (category: string) => `Vraag om hulp (${category})`,
  asked: (what: string, message: string, requestId: number, dueOn: string) => `${what}: ${message} (vraag ${requestId}, eerste antwoord uiterlijk ${dueOn})`,
  noMessage: '(geen bericht)',
  reopenedHead: (requestId: number) => `Vraag ${requestId} opnieuw geopend`,
  reopened: (requestId: number) => `Vraag ${requestId} opnieuw geopend: het probleem is terug`,
  visit: { booked: 'Bezoek geboekt', cancelled: 'Bezoek geannuleerd' },
  visitLine: (head: string, when: string, requestId: number) => `${head}: ${when} (vraag ${requestId})`,
  /** The visit in the company's own calendar: whom it visits, and the household's phone. */
  calendarTitle: { support: (household: string) => `Bezoek dienst na verkoop – ${household}`, service: (household: string) => `Onderhoud waterverzachter – ${household}` },
  calendarDescription: (orderId: number, requestId: number, phone: string) => `Bestelling ${orderId}, vraag ${requestId}. Telefoon van het huishouden: ${phone}.`,
  saltHead: 'Zout gevraagd',
  salt: (kg: number, week: string, deliveryId: number, leftKg: number) => `Zout gevraagd: ${kg} kg, week van ${week} (levering ${deliveryId}; nog ${leftKg} kg over)`,
  filterHead: 'PFAS-filter niet ontvangen',
  filter: 'PFAS-filter niet ontvangen: het huishouden meldt dat het de filter niet kreeg.',
};

export type AftercareNoticeTexts = Widen<typeof NL>;

const FR: AftercareNoticeTexts = /* @__PURE__ */ inFrench(() => ({
  subject: (orderId: number, head: string) => `Après-vente commande ${orderId} : ${head}`,
  link: 'Ouvrir vos interventions :',
  service: 'Visite d’entretien demandée',
  support: (category: string) => `Demande d’aide (${category})`,
  asked: (what: string, message: string, requestId: number, dueOn: string) => `${what} : ${message} (demande ${requestId}, première réponse au plus tard le ${dueOn})`,
  noMessage: '(pas de message)',
  reopenedHead: (requestId: number) => `Demande ${requestId} rouverte`,
  reopened: (requestId: number) => `Demande ${requestId} rouverte : le problème est revenu`,
  visit: { booked: 'Visite réservée', cancelled: 'Visite annulée' },
  visitLine: (head: string, when: string, requestId: number) => `${head} : ${when} (demande ${requestId})`,
  calendarTitle: { support: (household: string) => `Visite du service après-vente – ${household}`, service: (household: string) => `Entretien de l’adoucisseur – ${household}` },
  calendarDescription: (orderId: number, requestId: number, phone: string) => `Commande ${orderId}, demande ${requestId}. Téléphone du ménage : ${phone}.`,
  saltHead: 'Sel demandé',
  salt: (kg: number, week: string, deliveryId: number, leftKg: number) => `Sel demandé : ${kg}\u00a0kg, semaine du ${week} (livraison ${deliveryId} ; encore ${leftKg}\u00a0kg)`,
  filterHead: 'Filtre PFAS pas reçu',
  filter: 'Filtre PFAS pas reçu : le ménage signale qu’il ne l’a pas reçu.',
}));

export function aftercareNoticeTexts(locale: Locale): AftercareNoticeTexts {
  return locale === 'fr' ? FR : NL;
}
