/**
 * The questions of the FAQ section (spec section 2), as data: the section renders them and the FAQPage
 * structured data is built from the same list. Answers are plain text for that reason. Every number
 * comes from src/site.ts or the softener table. The questions about the sellers' promises (guarantee,
 * servicing, salt, the PFAS filter, help at every hour, where the softeners are made) are answered by
 * the page part `promises` from the active sellers' terms (issue 42, decision 057): `{ promise }`
 * entries, which the structured data leaves out.
 */
import { formatRange } from '../format.ts';
import { NL_PAGE_TEXTS } from '../i18n/nl.ts';
import { SOFTENERS } from '../leads/softeners.ts';
import type { PromiseKey } from '../seller-terms/promise-html.ts';
import { CLAIMS } from '../site.ts';
import { HARD_FROM_DH, HARD_FROM_FH } from './hardness-threshold.ts';
import { SAVINGS } from './prices.ts';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** A question the page part `promises` answers from the sellers' terms (or leaves out). */
export interface PromiseFaq {
  promise: PromiseKey;
}

const c = CLAIMS;


/** Built by a function marked pure: pages render the FAQ on the server only, and the browser build drops it. */
function faq(): readonly (FaqEntry | PromiseFaq)[] {
  const sizes = SOFTENERS.map((s) => `${s.type} voor ${NL_PAGE_TEXTS.sections.softeners[s.type].persons}`).join(', ');
  return [
    {
      question: 'Hoe werkt de groepsaankoop?',
      answer:
        'U schrijft zich gratis in via het formulier op deze pagina. Zodra er genoeg deelnemers zijn, start een nieuwe ronde ' +
        'en krijgt elke deelnemer een persoonlijk voorstel aan de voordelige groepsprijs.',
    },
    {
      question: 'Hoeveel bespaar ik via de groepsaankoop?',
      answer:
        (SAVINGS
          ? `Door samen aan te kopen bespaart u ${formatRange(SAVINGS.euro, 'euro')} per toestel, of tot ${SAVINGS.percentMax}% ten opzichte van de gewone prijs. `
          : 'Dat hangt af van de groepsprijs die wij per ronde bedingen: u leest hem in uw persoonlijke voorstel. ') +
        'Met de rekenmodule op deze pagina schat u bovendien wat zacht water u jaarlijks oplevert.',
    },
    {
      question: 'Wanneer start de volgende ronde?',
      answer:
        'Zodra een ronde gepland is, leest u bovenaan deze pagina wanneer de inschrijvingen openen en sluiten. ' +
        'Wie ingeschreven is, houden wij persoonlijk op de hoogte.',
    },
    {
      question: 'Wat gebeurt er als een ronde niet doorgaat?',
      answer:
        'Dan verliest u niets: wie ingeschreven is, krijgt zonder kosten voorrang in de volgende ronde.',
    },
    {
      question: 'Wat gebeurt er na mijn inschrijving?',
      answer:
        'U ontvangt een bevestigingsmail met een overzicht van uw gegevens. ' +
        `Binnen ${c.callWithinWorkingDays} werkdagen belt een medewerker u op, en daarna krijgt u een persoonlijk voorstel.`,
    },
    {
      question: 'Ben ik verplicht om te kopen als ik me inschrijf?',
      answer:
        'Nee. Inschrijven is gratis en vrijblijvend: u beslist pas na het persoonlijke voorstel of u ingaat op het aanbod.',
    },
    {
      question: 'Hoe weet ik of mijn water hard genoeg is voor een waterverzachter?',
      answer:
        `Water boven ${HARD_FROM_FH} °fH (${HARD_FROM_DH} °dH) heet hard: volgens Aquaflanders kan het comfortproblemen geven, zoals kalkaanslag. ` +
        'De rekenmodule op deze pagina rekent in °fH, de eenheid die Vlaamse waterbedrijven gebruiken. ' +
        'Twijfelt u? Wij bieden u een gratis hardheidstest aan.',
    },
    {
      question: 'Welk formaat past bij mijn gezin?',
      answer:
        `Er zijn vier formaten, elk met of zonder wifi: ${sizes}. ` +
        'Bij het persoonlijke voorstel helpen wij u kiezen.',
    },
    {
      question: 'Hoe snel wordt de waterverzachter geplaatst?',
      answer:
        'Uw persoonlijke voorstel noemt de periode waarin de verkoper levert en installeert; na een technisch bezoek spreekt u de dag af. ' +
        'De installatie is gratis en gebeurt door gecertificeerde technici.',
    },
    { promise: 'guarantee' },
    { promise: 'madeIn' },
    { promise: 'servicing' },
    { promise: 'salt' },
    { promise: 'filter' },
    { promise: 'support' },
  ];
}

export const FAQ: readonly (FaqEntry | PromiseFaq)[] = /* @__PURE__ */ faq();

/** The questions answered in the page's own HTML (the structured data's): not those of the sellers' promises. */
export function staticAnswers(entries: readonly (FaqEntry | PromiseFaq)[]): FaqEntry[] {
  return entries.filter((entry): entry is FaqEntry => 'question' in entry);
}
