/**
 * A seller's terms as staff would record them (issue 42): every group filled in, in Dutch and French.
 * Test data, no real company's terms. `SELLER_TERMS_INPUT` is what an API client sends (a phone and an
 * IBAN as people type them); `SELLER_TERMS` is what the schema makes of it (as stored).
 */
import { sellerTermsFields } from '../../src/seller-terms/schema.ts';

export const SELLER_TERMS_INPUT = {
  source: 'Garantie- en servicevoorwaarden HydroBel, versie oktober 2026 (testgegevens)',
  manufacturer: { name: 'HydroBel nv', address: 'Fabrieksstraat 3, 2200 Herentals', madeInBelgium: true },
  guarantee: {
    by: 'manufacturer',
    years: 20,
    covers: { nl: 'de drukvaten en de stuurklep, tegen fabricagefouten.', fr: 'les réservoirs sous pression et la vanne de commande, contre les défauts de fabrication.' },
    conditions: {
      nl: 'onderhoud op tijd volgens de handleiding; u meldt een defect bij de dienst na verkoop met het serienummer.',
      fr: 'un entretien à temps selon le manuel ; vous signalez un défaut au service après-vente avec le numéro de série.',
    },
  },
  service: {
    phone: '014 12 34 56',
    email: 'service@hydrobel.example',
    hours: { nl: 'op werkdagen van 8 tot 17 uur', fr: 'les jours ouvrables de 8 h à 17 h' },
    firstAnswerWorkingDays: 2,
    aroundTheClock: true,
  },
  servicingIntervalMonths: 24,
  salt: { kg: 100, months: 24, deliveredHome: true },
  pfasFilter: {
    description: { nl: 'een koolstoffilter onder de keukenkraan', fr: 'un filtre à charbon sous l’évier de la cuisine' },
    valueEuro: 200,
    valueSource: 'Prijslijst HydroBel 2026 (testgegevens)',
  },
  payment: { iban: 'BE68 5390 0754 7034', paymentUrl: null, depositDueDays: 7 },
};

export const SELLER_TERMS = sellerTermsFields.parse(SELLER_TERMS_INPUT);
