/**
 * Every text a household reads about its personal proposal (issue 24): on its own page, in the proposal
 * mail, the reminder and the answers of its procedures. Dutch here; French in texts-fr.ts, with the same
 * keys (`ProposalTexts`); `proposalTexts(locale)` gives a language's. Facts come from src/site.ts and the benefits (never typed here); amounts and
 * dates are written with Intl (`nl-BE`, Brussels time).
 */
import { SITE } from '../site.ts';
import { householdTexts } from '../household-page/texts.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { FR_PROPOSAL_TEXTS } from './texts-fr.ts';

const householdDate = householdTexts('nl').date;
import type { ProposalStatus } from './status.ts';

const EURO = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** 1890 → '€ 1.890', as a Belgian reads an amount. */
export function formatProposalPrice(euro: number): string {
  return EURO.format(euro);
}

/** '31 december 2026' of a calendar day ('2026-12-31'), whatever the reader's time zone. */
function proposalDay(isoDay: string): string {
  // Noon UTC is that same day in Brussels, summer or winter.
  return householdDate(`${isoDay}T12:00:00Z`);
}

/** The proposal section of the household's page. */
const PROPOSAL_TEXTS = {
  heading: 'Uw persoonlijk voorstel',
  earlierHeading: 'Eerdere voorstellen',
  sentOn: (iso: string) => `Verstuurd op ${householdDate(iso)}`,
  status: {
    sent: 'Wacht op uw antwoord',
    accepted: 'Aanvaard',
    declined: 'Afgewezen',
    expired: 'Verlopen',
    withdrawn: 'Ingetrokken',
  } satisfies Record<ProposalStatus, string>,
  /** An earlier proposal withdrawn: a newer one replaced it. */
  replaced: 'Vervangen door een nieuw voorstel',
  answeredOn: (iso: string) => `Uw antwoord van ${householdDate(iso)}`,
  decline: 'Voorstel afwijzen',
  confirmDeclineHeading: 'Voorstel afwijzen?',
  confirmDeclineText: 'U wijst dit voorstel af. Wilt u later toch verder, mail ons dan.',
  confirmDecline: 'Ja, ik wijs af',
  cancel: 'Terug',
  busy: 'Even geduld…',
  declined: 'U hebt het voorstel afgewezen. Bedankt om het ons te laten weten.',
  expired: (day: string) => `Dit voorstel gold tot en met ${day} en kan niet meer aanvaard worden. Wilt u toch verder? Mail ons, dan sturen we u een nieuw voorstel.`,
  /** The newest proposal withdrawn without a newer one (the lead was marked 'not interested', issue 31). */
  withdrawn: `Dit voorstel werd ingetrokken en kan niet meer aanvaard worden. Hebt u vragen of wilt u toch verder? Mail ons op ${SITE.email}.`,
  none: 'U hebt nog geen persoonlijk voorstel. U krijgt het per e-mail zodra het klaar is.',
} as const;

/** What the household's proposal procedures answer when they cannot do what was asked. */
const PROPOSAL_ERRORS = {
  notFound: 'Dit voorstel bestaat niet (meer).',
  expired: 'Dit voorstel is verlopen en kan niet meer aanvaard worden.',
  answered: 'U hebt dit voorstel al beantwoord, of het werd vervangen door een nieuw voorstel.',
  withdrawn: 'Dit voorstel werd ingetrokken en kan niet meer aanvaard worden.',
  confirm: 'Bevestig uw keuze',
  proposalId: 'Ongeldig voorstel',
} as const;

const signature = ['Met vriendelijke groeten,', `Het team van ${SITE.name}`, SITE.email];

/** The mail that brings a proposal ("Uw persoonlijk voorstel"). */
const PROPOSAL_MAIL_TEXTS = {
  subject: `Uw persoonlijk voorstel – ${SITE.name}`,
  greeting: (firstName: string) => `Beste ${firstName},`,
  intro: 'Hier is uw persoonlijk voorstel voor een waterverzachter via de groepsaankoop.',
  pageText: 'Op uw persoonlijke pagina leest u het voorstel en kunt u het aanvaarden of afwijzen:',
  button: 'Bekijk mijn voorstel',
  private: 'Deze link is persoonlijk: stuur deze e-mail niet door.',
  signature,
} as const;

/** The one reminder a few days before a proposal ends. */
const REMINDER_MAIL_TEXTS = {
  subject: `Uw voorstel loopt bijna af – ${SITE.name}`,
  greeting: (firstName: string) => `Beste ${firstName},`,
  intro: (day: string) => `Uw persoonlijk voorstel geldt nog tot en met ${day}. Wilt u het aanvaarden of afwijzen? Dat kan op uw persoonlijke pagina.`,
  button: 'Bekijk mijn voorstel',
  noAnswer: 'Laat u niets weten, dan vervalt het voorstel vanzelf. U krijgt hierover geen andere herinnering.',
  signature,
} as const;

const NL_PROPOSAL_TEXTS = {
  day: proposalDay,
  section: PROPOSAL_TEXTS,
  errors: PROPOSAL_ERRORS,
  mail: PROPOSAL_MAIL_TEXTS,
  reminder: REMINDER_MAIL_TEXTS,
};


/** A language's proposal texts: the Dutch ones' keys, any words. */
export type ProposalTexts = Widen<typeof NL_PROPOSAL_TEXTS>;

const PROPOSAL_TEXTS_BY_LOCALE: Record<Locale, ProposalTexts> = { nl: NL_PROPOSAL_TEXTS, fr: FR_PROPOSAL_TEXTS };

/** The proposal texts of a language (a lead's, or the page's). */
export function proposalTexts(locale: Locale): ProposalTexts {
  return PROPOSAL_TEXTS_BY_LOCALE[locale];
}
