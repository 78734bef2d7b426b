/**
 * The household's proposal texts in Belgian French (issue 24 with issue 25): the same keys as the Dutch
 * ones in texts.ts, checked there by `ProposalTexts`. Amounts and dates with Intl `fr-BE`, Brussels time.
 */
import { frenchFirst } from '../i18n/format.ts';
import { FR_TEXTS } from '../i18n/fr.ts';
import { inFrench } from '../i18n/typography.ts';
import { SITE } from '../site.ts';
import { TIME_ZONE } from '../time-zone.ts';
import type { ProposalStatus } from './status.ts';

const LONG_DATE = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: TIME_ZONE });
const date = (iso: string) => frenchFirst(LONG_DATE.format(new Date(iso)));

/** '31 décembre 2026' of a calendar day. */
function day(isoDay: string): string {
  return date(`${isoDay}T12:00:00Z`);
}

/** The site's French name and the mails' French signature (src/i18n/fr.ts). */
const NAME = FR_TEXTS.site.name;
const signature = ['Bien cordialement,', 'L’équipe de l’achat groupé d’adoucisseurs', SITE.email];

export const FR_PROPOSAL_TEXTS = /* @__PURE__ */ inFrench(() => ({
  day,
  section: {
    heading: 'Votre proposition personnelle',
    earlierHeading: 'Propositions précédentes',
    sentOn: (iso: string) => `Envoyée le ${date(iso)}`,
    status: {
      sent: 'En attente de votre réponse',
      accepted: 'Acceptée',
      declined: 'Refusée',
      expired: 'Expirée',
      withdrawn: 'Retirée',
    } satisfies Record<ProposalStatus, string>,
    replaced: 'Remplacée par une nouvelle proposition',
    answeredOn: (iso: string) => `Votre réponse du ${date(iso)}`,
    decline: 'Refuser la proposition',
    confirmDeclineHeading: 'Refuser la proposition ?',
    confirmDeclineText: 'Vous refusez cette proposition. Si vous changez d’avis plus tard, écrivez-nous.',
    confirmDecline: 'Oui, je refuse',
    cancel: 'Retour',
    busy: 'Un instant…',
    declined: 'Vous avez refusé la proposition. Merci de nous avoir prévenus.',
    expired: (until: string) =>
      `Cette proposition était valable jusqu'au ${until} inclus et ne peut plus être acceptée. Vous souhaitez quand même continuer ? Écrivez-nous, nous vous enverrons une nouvelle proposition.`,
    withdrawn: `Cette proposition a été retirée et ne peut plus être acceptée. Des questions, ou vous souhaitez quand même continuer\u202f? Écrivez-nous à ${SITE.email}.`,
    none: "Vous n'avez pas encore de proposition personnelle. Vous la recevrez par e-mail dès qu'elle sera prête.",
  },
  errors: {
    notFound: "Cette proposition n'existe pas (ou plus).",
    expired: 'Cette proposition a expiré et ne peut plus être acceptée.',
    answered: 'Vous avez déjà répondu à cette proposition, ou elle a été remplacée par une nouvelle.',
    withdrawn: 'Cette proposition a été retirée et ne peut plus être acceptée.',
    confirm: 'Confirmez votre choix',
    proposalId: 'Proposition non valable',
  },
  mail: {
    subject: `Votre proposition personnelle – ${NAME}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    intro: "Voici votre proposition personnelle pour un adoucisseur d'eau, dans le cadre de l'achat groupé.",
    pageText: 'Vous pouvez consulter cette proposition, l’accepter ou la refuser sur votre page personnelle :',
    button: 'Voir ma proposition',
    private: 'Ce lien est personnel : ne transférez pas cet e-mail.',
    signature,
  },
  reminder: {
    subject: `Votre proposition arrive bientôt à échéance – ${NAME}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    intro: (until: string) =>
      `Votre proposition personnelle est encore valable jusqu'au ${until} inclus. Vous souhaitez l'accepter ou la refuser ? Vous pouvez le faire sur votre page personnelle.`,
    button: 'Voir ma proposition',
    noAnswer: "Sans réponse de votre part, la proposition expire d'elle-même. Vous ne recevrez pas d'autre rappel.",
    signature,
  },
}));
