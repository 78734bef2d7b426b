/**
 * The 14 questions of the FAQ section (spec section 2), as data: the section renders them and the
 * FAQPage structured data is built from the same list. Answers are plain text for that reason.
 * Every number comes from src/site.ts or the softener table.
 */
import { formatEuro, formatRange } from '../format.ts';
import { NL_PAGE_TEXTS } from '../i18n/nl.ts';
import { SOFTENERS } from '../leads/softeners.ts';
import { CLAIMS, SITE } from '../site.ts';
import { HARD_FROM_DH, HARD_FROM_FH } from './hardness-threshold.ts';
import { SAVINGS } from './prices.ts';

export interface FaqEntry {
  question: string;
  answer: string;
}

const c = CLAIMS;


/** Built by a function marked pure: pages render the FAQ on the server only, and the browser build drops it. */
function faq(): readonly FaqEntry[] {
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
        `Een ronde start zodra genoeg deelnemers zich hebben ingeschreven, meestal om de ${formatRange(c.roundIntervalMonths)} maanden. ` +
        'Wij houden u persoonlijk op de hoogte.',
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
        `Levering en installatie volgen ${formatRange(c.deliveryWeeks)} weken na uw bevestiging. ` +
        'De installatie is gratis en gebeurt door gecertificeerde technici.',
    },
    {
      question: 'Welke garantie krijg ik?',
      answer:
        `U krijgt ${c.warrantyYears} jaar garantie, met lokale servicepartners in de buurt. ` +
        `De toestellen worden gemaakt in ${SITE.country}, in onze fabriek in ${SITE.factoryCity}.`,
    },
    {
      question: 'Hoeveel onderhoud vraagt een waterverzachter?',
      answer:
        `Dankzij automatische updates via wifi en een zelfreinigend systeem is een onderhoudsbeurt maar eens om de ${c.maintenanceIntervalYears} jaar nodig.`,
    },
    {
      question: 'Hoeveel zout verbruikt het toestel?',
      answer:
        'Dat hangt af van de hardheid van uw water en van hoeveel water uw gezin verbruikt; bij het persoonlijke voorstel rekenen wij het voor u uit. ' +
        `Bij de groepsaankoop krijgt u ${c.freeSaltYears} jaar gratis zout, aan huis geleverd.`,
    },
    {
      question: 'Wat is de gratis PFAS-filter?',
      answer:
        `Bij elke waterverzachter krijgt u gratis een filter voor zuiver drinkwater (PFAS-filter) ter waarde van ${formatEuro(c.pfasFilterValueEuro)}.`,
    },
    {
      question: 'Heb ik wifi nodig?',
      answer:
        'Nee, elk formaat bestaat met en zonder wifi. Met wifi krijgt het toestel automatische updates ' +
        'en hebt u 24/7 online ondersteuning via de mobiele app.',
    },
  ];
}

export const FAQ: readonly FaqEntry[] = /* @__PURE__ */ faq();
