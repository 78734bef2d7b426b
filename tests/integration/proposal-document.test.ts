/**
 * A proposal is complete pre-contractual information (issue 33 item 3; Code of Economic Law art. VI.45
 * §1), in the household's language, on its page and in its mail: one test per required item, in Dutch
 * and in French, each failing when its item is missing from the page's lines (what the household page
 * shows, word for word) or from the proposal mail (its text and HTML parts as queued in the outbox).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n/locale.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller, TERMS } from '../helpers/sales.ts';
import { SELLER_TERMS_INPUT } from '../helpers/seller-terms.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { formatDayIn } from '../../src/i18n/format.ts';
import { lastDayOfPeriod } from '../../src/orders/working-days.ts';
import { orderReference } from '../../src/seller-terms/payment.ts';

let t: TestApp;
const shown: Record<Locale, { page: string; mailText: string; mailHtml: string }> = {
  nl: { page: '', mailText: '', mailHtml: '' },
  fr: { page: '', mailText: '', mailHtml: '' },
};
/** The confirmation after the household accepted (issue 42): its text and HTML, and the order's number. */
const confirmed: Record<Locale, { text: string; html: string; orderId: number }> = { nl: { text: '', html: '', orderId: 0 }, fr: { text: '', html: '', orderId: 0 } };

const ORGANISER = {
  CONTROLLER_NAME: 'Waterzacht bv',
  CONTROLLER_ADDRESS: 'Industrieweg 12, 2200 Herentals',
  CONTROLLER_COMPANY_NUMBER: '0417.497.106',
  ORGANISER_FEE_EURO: '75',
};

/** Plain text of the HTML part, as a mail program shows it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ');

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, ...ORGANISER });
  const auth = bearer(await loginToken(t.app));
  const seller = await addInstaller(t.db, { depositPercent: 20, paymentDays: 30, returnCostEuro: 150 });
  // The seller's terms as staff record them (issue 42): the proposal states them.
  const recorded = await t.app.inject({ method: 'PUT', url: `/api/admin/installers/${seller.id}/terms`, headers: auth, payload: SELLER_TERMS_INPUT });
  expect(recorded.statusCode, recorded.body).toBe(200);
  for (const language of ['nl', 'fr'] as const) {
    const [lead] = await insertLeads(t.db, [{ email: `document-${language}@example.be`, language }]);
    const id = lead?.id ?? 0;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${id}/proposals`,
      headers: auth,
      payload: { ...TERMS, hasWifi: true, phrases: ['basement'], note: 'Ref. 42' },
    });
    expect(sent.statusCode).toBe(201);
    const [mail] = await t.db.orm.em.fork().execute<Array<{ text: string; html: string }>>(
      `select "text", "html" from "mail_outbox" where "lead_id" = ? and "kind" = 'proposal'`,
      [id],
    );
    const token = /(?:mijn-aanmelding|mon-inscription)#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    const page = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals', payload: { token } });
    shown[language] = { page: (page.json()[0].lines as string[]).join('\n'), mailText: mail?.text ?? '', mailHtml: textOf(mail?.html ?? '') };
    const accepted = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/accept', payload: { token, proposalId: sent.json().id, confirm: true } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [confirmation] = await t.db.orm.em.fork().execute<Array<{ text: string; html: string }>>(
      `select "text", "html" from "mail_outbox" where "lead_id" = ? and "kind" = 'order-confirmation'`,
      [id],
    );
    confirmed[language] = { text: confirmation?.text ?? '', html: textOf(confirmation?.html ?? ''), orderId: accepted.json()[0].order.id };
  }
});
afterAll(async () => {
  await t.close();
});

/** The item's words, per language: each must stand on the page and in both parts of the mail. */
const ITEMS: Array<[item: string, words: Record<Locale, RegExp[]>]> = [
  [
    "the seller's identity: name, company number, address, phone, e-mail",
    {
      nl: [/Verkoper: Waterwerken Peeters bv/, /ondernemingsnummer 0123\.456\.749/, /Industrieweg 14, 2200 Herentals/, /tel\. 014 12 34 56/, /verkoop@waterwerken-peeters\.example/],
      fr: [/Vendeur\u00a0: Waterwerken Peeters bv/, /numéro d.entreprise 0123\.456\.749/, /Industrieweg 14, 2200 Herentals/, /tél\. 014 12 34 56/, /verkoop@waterwerken-peeters\.example/],
    },
  ],
  [
    'the organiser as an intermediary, its identity and its fee',
    {
      nl: [/georganiseerd door Waterzacht bv, Industrieweg 12, 2200 Herentals, ondernemingsnummer 0417\.497\.106/, /geen partij bij deze koop/, /€\u00a075 per bestelling/],
      fr: [/organisé par Waterzacht bv, Industrieweg 12, 2200 Herentals, numéro d.entreprise 0417\.497\.106/, /n.est pas lui-même partie à cette vente/, /75\u00a0€ par commande/],
    },
  ],
  [
    'the main characteristics: model, capacity, wifi, what is included',
    {
      nl: [/waterverzachter 18L HydroBel \(18 liter, 28 × 43,6 × 72,6 cm/, /met wifi/, /Inbegrepen: installatie door een gecertificeerde technicus, 100 kg regeneratiezout, gespreid over 2 jaar, aan huis geleverd, een PFAS-filter: een koolstoffilter onder de keukenkraan \(waarde €\u00a0200\)/, /Fabrikant: HydroBel nv, Fabrieksstraat 3, 2200 Herentals; het toestel is gemaakt in België\./, /Plaatsing in de kelder\./, /Ref\. 42/],
      fr: [/adoucisseur d.eau 18L HydroBel \(18 litres, 28 × 43,6 × 72,6 cm/, /avec wifi/, /Compris\u00a0: l.installation par un technicien certifié, 100\u00a0kg de sel de régénération, répartis sur 2 ans, livrés à domicile, un filtre anti-PFAS\u00a0: un filtre à charbon/, /Fabricant\u00a0: HydroBel nv, Fabrieksstraat 3, 2200 Herentals\u202f; l.appareil est fabriqué en Belgique\./, /Installation à la cave\./, /Ref\. 42/],
    },
  ],
  [
    'the total price with VAT, and that no other cost is added',
    {
      nl: [/Totale prijs: €\u00a01\.890, btw \(21 %\) inbegrepen\./, /geen andere kosten/, /verlaagde tarief van 6 % .* beslist de verkoper, die de factuur opmaakt; dat moet vóór uw bestelling vastliggen/],
      fr: [/Prix total\u00a0: 1[\u202f\u00a0 ]890\u00a0€, TVA \(21\u00a0%\) comprise\./, /aucuns frais supplémentaires ne s.y ajoutent/, /taux réduit de 6\u00a0% .* c.est le vendeur qui en décide/],
    },
  ],
  [
    'when delivery and installation happen',
    {
      nl: [new RegExp(`levert en installeert het toestel tussen ${dayNl(TERMS.installationFrom)} en ${dayNl(TERMS.installationTo)}`)],
      fr: [new RegExp(`livre et installe l.appareil entre le ${dayFr(TERMS.installationFrom)} et le ${dayFr(TERMS.installationTo)}`)],
    },
  ],
  [
    'the technical visit: what it checks, that the order ends without cost when the softener cannot go in, the refund, a change of mind',
    {
      nl: [/Technisch bezoek/, /of er plaats voor is, een afvoer en een stopcontact in de buurt, en of de leidingen geschikt zijn/, /eindigt de bestelling zonder kosten voor u/, /ook het voorschot, betaalt de verkoper u terug binnen 14 dagen na het bezoek/, /dan is dat een herroeping/],
      fr: [/Visite technique/, /la place, une évacuation et une prise de courant à proximité, et des conduites adaptées/, /la commande prend fin sans frais pour vous/, /acompte compris, dans les 14 jours suivant la visite/, /c.est une rétractation/],
    },
  ],
  [
    'the payment terms',
    {
      nl: [/voorschot van 20 % \(€\u00a0378\)\. U betaalt het binnen 7 dagen na uw bestelling op rekening BE68 5390 0754 7034 van Waterwerken Peeters bv, met de gestructureerde mededeling/, /U betaalt €\u00a01\.512 na de installatie, op factuur van de verkoper, binnen 30 dagen/],
      fr: [/acompte de 20\u00a0% \(378\u00a0€\)\. Vous le payez dans les 7 jours suivant votre commande sur le compte BE68 5390 0754 7034 de Waterwerken Peeters bv, avec la communication structurée/, /Vous payez 1[\u202f\u00a0 ]512\u00a0€ après l.installation, sur facture du vendeur, dans les 30 jours/],
    },
  ],
  [
    'the right of withdrawal, 14 days from the installation, and the model withdrawal form',
    {
      nl: [/binnen een termijn van 14 dagen zonder opgave van redenen de overeenkomst te herroepen/, /zaterdag, een zondag of een wettelijke feestdag, dan loopt de termijn tot en met de eerstvolgende werkdag/, /verstrijkt 14 dagen na de dag waarop u .* fysiek in bezit krijgt: de dag van de installatie/, /hoogstens €\u00a0150/, /Modelformulier voor herroeping/, /Aan: Waterwerken Peeters bv, Industrieweg 14, 2200 Herentals, verkoop@waterwerken-peeters\.example/, /herroep\/herroepen/],
      fr: [/Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours\./, /expire quatorze jours après le jour où vous-même, .* prenez physiquement possession de l.appareil/, /samedi, un dimanche ou un jour férié légal, le délai court jusqu.au premier jour ouvrable qui suit/, /au plus 150\u00a0€/, /Modèle de formulaire de rétractation/, /À l.attention de Waterwerken Peeters bv, Industrieweg 14, 2200 Herentals, verkoop@waterwerken-peeters\.example/, /notifie\/notifions/],
    },
  ],
  [
    'the legal guarantee of two years and the conditions of the commercial guarantee',
    {
      nl: [
        /Wettelijke garantie: de verkoper \(Waterwerken Peeters bv\) staat gedurende twee jaar/,
        /Commerciële garantie: 20 jaar, gegeven door HydroBel nv, Fabrieksstraat 3, 2200 Herentals\. Ze dekt: de drukvaten en de stuurklep, tegen fabricagefouten\. Voorwaarden en hoe u ze inroept: onderhoud op tijd/,
      ],
      fr: [
        /Garantie légale\u00a0: le vendeur \(Waterwerken Peeters bv\) répond .* deux ans/,
        /Garantie commerciale\u00a0: 20 ans, accordée par HydroBel nv, Fabrieksstraat 3, 2200 Herentals\. Elle couvre\u00a0: les réservoirs sous pression/,
      ],
    },
  ],
  [
    'the after-sales service (how to reach it, when, how soon it answers) and the servicing',
    {
      nl: [/Dienst na verkoop en onderhoud/, /Dienst na verkoop: tel\. 014 12 34 56, e-mail service@hydrobel\.example; bereikbaar op werkdagen van 8 tot 17 uur\. U krijgt een eerste antwoord binnen 2 werkdagen\./, /Onderhoud: om de 2 jaar/],
      fr: [/Service après-vente et entretien/, /Service après-vente\u00a0: tél\. 014 12 34 56, e-mail service@hydrobel\.example\u202f; joignable les jours ouvrables de 8 h à 17 h\. Vous recevez une première réponse dans les 2 jours ouvrables\./, /Entretien\u00a0: une fois tous les 2 ans/],
    },
  ],
  [
    'the complaint address and the Consumer Mediation Service',
    {
      nl: [/Met een klacht kunt u terecht bij de verkoper: verkoop@waterwerken-peeters\.example/, /Consumentenombudsdienst, North Gate II/],
      fr: [
        /Pour une réclamation, adressez-vous au vendeur\u00a0: verkoop@waterwerken-peeters\.example/,
        /Service de Médiation pour le Consommateur, boulevard du Roi Albert II 8, boîte 1, 1000 Bruxelles, contact@mediationconsommateur\.be/,
      ],
    },
  ],
];

function dayNl(isoDay: string) {
  return new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(new Date(`${isoDay}T12:00:00Z`));
}
function dayFr(isoDay: string) {
  return new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(new Date(`${isoDay}T12:00:00Z`));
}

describe.each(['nl', 'fr'] as const)('a proposal in %s', (language) => {
  it.each(ITEMS)('states %s on the page and in the mail', (_item, words) => {
    for (const pattern of words[language]) {
      expect(shown[language].page, `page: ${pattern}`).toMatch(pattern);
      expect(shown[language].mailText, `mail text: ${pattern}`).toMatch(pattern);
      expect(shown[language].mailHtml, `mail HTML: ${pattern}`).toMatch(pattern);
    }
  });

  it.each(ITEMS.filter(([item]) => /guarantee|after-sales|technical visit|payment/.test(item)))('repeats %s in the confirmation after ordering', (_item, words) => {
    for (const pattern of words[language]) {
      expect(confirmed[language].text, `text: ${pattern}`).toMatch(pattern);
      expect(confirmed[language].html, `HTML: ${pattern}`).toMatch(pattern);
    }
  });

  it('says in the confirmation how to pay the deposit: amount, by when, to whom, the order number and its structured communication', () => {
    const { text, html, orderId } = confirmed[language];
    const reference = orderReference(orderId).replace(/[+/]/g, (c) => `\\${c}`);
    const dueDay = lastDayOfPeriod(isoDateInBrussels(new Date()), 7);
    const due = language === 'nl' ? formatDayIn('nl', dueDay) : formatDayIn('fr', dueDay);
    const words =
      language === 'nl'
        ? new RegExp(`Het voorschot: betaal €\u00a0378 uiterlijk op ${due} op rekening BE68 5390 0754 7034 van Waterwerken Peeters bv, met de gestructureerde mededeling ${reference}\\.`)
        : new RegExp(`L.acompte\u00a0: payez 378\u00a0€ au plus tard le ${due} sur le compte BE68 5390 0754 7034 de Waterwerken Peeters bv, avec la communication structurée ${reference}\\.`);
    for (const body of [text, html]) {
      expect(body).toMatch(words);
      expect(body).toContain(language === 'nl' ? `uw bestelnummer is ${orderId}` : `votre numéro de commande est le ${orderId}`);
      expect(body).toContain(language === 'nl' ? 'namens Waterwerken Peeters bv (verkoper)' : 'au nom de Waterwerken Peeters bv (le vendeur)');
    }
  });

  it('has no Dutch in the French legal texts, addresses included', () => {
    if (language === 'fr') expect(shown.fr.page).not.toMatch(/Brussel\b|Koning|-laan|\bbus\b|consumentenombudsdienst|Consumentenombudsdienst|werkdag|herroep/);
  });

  it('links to no EU ODR platform (closed since 20 July 2025)', () => {
    expect(shown[language].mailHtml).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
    expect(shown[language].page).not.toMatch(/odr/i);
  });
});
