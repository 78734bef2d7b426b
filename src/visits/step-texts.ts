/**
 * The mails that tell a household each step after its order (issue 42 item 5), in Dutch and Belgian
 * French with the same keys: the visit's slots offered (the first time, and after it asked for other
 * times), the installation planned, the softener installed with the last day of withdrawal and what
 * comes next. Each goes with the link to the household's page (server/services/visits/step-mails.ts).
 */
import { formatDayIn, formatEuroIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { inFrench } from '../i18n/typography.ts';
import { SITE } from '../site.ts';

const nlDay = (isoDay: string) => formatDayIn('nl', isoDay);
const frDay = (isoDay: string) => formatDayIn('fr', isoDay);

const NL = {
  slots: {
    subject: `Kies een moment voor het technische bezoek – ${SITE.name}`,
    first: (seller: string) => `${seller} stelt deze momenten voor het technische bezoek voor:`,
    again: (seller: string) => `U vroeg andere momenten. ${seller} stelt nu deze voor:`,
    pick: 'Kies er een op uw persoonlijke pagina; u krijgt dan de afspraak als uitnodiging voor uw agenda. Past geen enkel moment, dan kunt u daar andere vragen.',
  },
  planned: {
    subject: `De installatie van uw waterverzachter is gepland – ${SITE.name}`,
    line: (isoDay: string, seller: string) => `${seller} komt uw waterverzachter installeren op ${nlDay(isoDay)}.`,
    moved: (isoDay: string, seller: string) => `De installatie door ${seller} is verplaatst naar ${nlDay(isoDay)}.`,
    call: (seller: string, phone: string) => `Past die dag niet? Bel ${seller} op ${phone}.`,
  },
  installed: {
    subject: `Uw waterverzachter is geïnstalleerd – ${SITE.name}`,
    line: (isoDay: string, what: string, serial: string | null) => `Uw waterverzachter (${what}${serial ? `, serienummer ${serial}` : ''}) is geïnstalleerd op ${nlDay(isoDay)}.`,
    withdrawal: (lastDay: string) =>
      `U kunt de bestelling nog herroepen tot en met ${nlDay(lastDay)}, zonder een reden te geven: op uw persoonlijke pagina, of met het modelformulier uit de bevestiging van uw bestelling.`,
    nextHeading: 'Wat nu?',
    invoice: (amount: number, days: number) =>
      days === 0 ? `De verkoper stuurt u de factuur van ${formatEuroIn('nl', amount)}, te betalen bij de installatie.` : `De verkoper stuurt u de factuur van ${formatEuroIn('nl', amount)}, te betalen binnen ${days} dagen.`,
    service: (contact: string) => `Vragen of een probleem met het toestel? De dienst na verkoop: ${contact}.`,
    noService: (seller: string, phone: string) => `Vragen of een probleem met het toestel? Bel ${seller} op ${phone}.`,
    servicing: (months: number) =>
      `Het toestel krijgt ${months === 12 ? 'elk jaar' : months % 12 === 0 ? `om de ${months / 12} jaar` : `om de ${months} maanden`} een onderhoudsbeurt; de dienst na verkoop spreekt die met u af.`,
  },
  page: 'Alles over uw bestelling staat op uw persoonlijke pagina:',
  button: 'Naar mijn pagina',
  private: 'De link naar uw pagina is persoonlijk.',
  signature: ['Met vriendelijke groeten,', `Het team van ${SITE.name}`, SITE.email],
};

export type StepTexts = Widen<typeof NL>;

const FR: StepTexts = /* @__PURE__ */ inFrench(() => ({
  slots: {
    subject: 'Choisissez un créneau pour la visite technique – Achat groupé d’adoucisseurs',
    first: (seller: string) => `${seller} propose ces créneaux pour la visite technique :`,
    again: (seller: string) => `Vous avez demandé d’autres créneaux. ${seller} propose maintenant ceux-ci :`,
    pick: 'Choisissez-en un sur votre page personnelle ; vous recevrez alors le rendez-vous comme invitation pour votre agenda. Si aucun ne convient, vous pouvez y en demander d’autres.',
  },
  planned: {
    subject: 'L’installation de votre adoucisseur est prévue – Achat groupé d’adoucisseurs',
    line: (isoDay: string, seller: string) => `${seller} vient installer votre adoucisseur le ${frDay(isoDay)}.`,
    moved: (isoDay: string, seller: string) => `L’installation par ${seller} est déplacée au ${frDay(isoDay)}.`,
    call: (seller: string, phone: string) => `Ce jour ne vous convient pas ? Appelez ${seller} au ${phone}.`,
  },
  installed: {
    subject: 'Votre adoucisseur est installé – Achat groupé d’adoucisseurs',
    line: (isoDay: string, what: string, serial: string | null) => `Votre adoucisseur (${what}${serial ? `, numéro de série ${serial}` : ''}) a été installé le ${frDay(isoDay)}.`,
    withdrawal: (lastDay: string) =>
      `Vous pouvez encore vous rétracter de la commande jusqu’au ${frDay(lastDay)} inclus, sans donner de motif : sur votre page personnelle, ou avec le modèle de formulaire de la confirmation de votre commande.`,
    nextHeading: 'Et maintenant ?',
    invoice: (amount: number, days: number) =>
      days === 0
        ? `Le vendeur vous envoie la facture de ${formatEuroIn('fr', amount)}, à payer à l’installation.`
        : `Le vendeur vous envoie la facture de ${formatEuroIn('fr', amount)}, à payer dans les ${days} jours.`,
    service: (contact: string) => `Une question ou un problème avec l’appareil ? Le service après-vente : ${contact}.`,
    noService: (seller: string, phone: string) => `Une question ou un problème avec l’appareil ? Appelez ${seller} au ${phone}.`,
    servicing: (months: number) =>
      `L’appareil est entretenu ${months === 12 ? 'une fois par an' : months % 12 === 0 ? `une fois tous les ${months / 12} ans` : `une fois tous les ${months} mois`} ; le service après-vente en convient avec vous.`,
  },
  page: 'Tout sur votre commande se trouve sur votre page personnelle :',
  button: 'Vers ma page',
  private: 'Le lien vers votre page est personnel.',
  signature: ['Bien cordialement,', 'L’équipe de l’achat groupé d’adoucisseurs', SITE.email],
}));

const BY_LOCALE: Record<Locale, StepTexts> = { nl: NL, fr: FR };

export function stepTexts(locale: Locale): StepTexts {
  return BY_LOCALE[locale];
}
