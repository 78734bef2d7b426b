/**
 * What a household is told when staff correct a date of its order (issue 43): which date, from what to
 * what, why, and, for the installation, the last day it may withdraw. Dutch and Belgian French.
 */
import { FR_TEXTS } from '../i18n/fr.ts';
import { formatDateIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { inFrench } from '../i18n/typography.ts';
import { SITE } from '../site.ts';
import type { OrderDateField } from './date-rules.ts';

const nlDay = (isoDay: string) => formatDateIn('nl', new Date(`${isoDay}T12:00:00Z`));
const frDay = (isoDay: string) => formatDateIn('fr', new Date(`${isoDay}T12:00:00Z`));

const NL = {
  subject: `Een datum van uw bestelling is verbeterd – ${SITE.name}`,
  greeting: (firstName: string) => `Beste ${firstName},`,
  fields: { visitedOn: 'de dag van het technische bezoek', plannedOn: 'de geplande installatiedag', installedOn: 'de dag van de installatie', collectedOn: 'de dag waarop het toestel werd opgehaald' } satisfies Record<OrderDateField, string>,
  changed: (what: string, from: string, to: string) => `We hebben ${what} verbeterd: ${nlDay(to)} (eerder stond er ${nlDay(from)}).`,
  reason: (reason: string) => `Reden: ${reason}`,
  withdrawal: (lastDay: string) => `U kunt de bestelling herroepen tot en met ${nlDay(lastDay)}.`,
  questions: 'Klopt dit niet? Antwoord op deze e-mail.',
  signature: ['Met vriendelijke groeten,', `Het team van ${SITE.name}`, SITE.email],
};

const FR: Widen<typeof NL> = /* @__PURE__ */ inFrench(() => ({
  subject: `Une date de votre commande a été corrigée – ${FR_TEXTS.site.name}`,
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  fields: { visitedOn: 'le jour de la visite technique', plannedOn: 'le jour prévu pour l’installation', installedOn: 'le jour de l’installation', collectedOn: 'le jour de la reprise de l’appareil' },
  changed: (what: string, from: string, to: string) => `Nous avons corrigé ${what} : ${frDay(to)} (auparavant ${frDay(from)}).`,
  reason: (reason: string) => `Motif : ${reason}`,
  withdrawal: (lastDay: string) => `Vous pouvez vous rétracter jusqu’au ${frDay(lastDay)} inclus.`,
  questions: 'Ce n’est pas correct ? Répondez à cet e-mail.',
  signature: ['Bien cordialement,', 'L’équipe de l’achat groupé d’adoucisseurs', SITE.email],
}));

export function correctionTexts(locale: Locale): Widen<typeof NL> {
  return locale === 'fr' ? FR : NL;
}
