/**
 * Every mail a French household can receive, rendered as it is sent: French typography and no Dutch or
 * English word in its subject, its text and the text of its HTML (issue 36). A new household mail is
 * one more entry in FRENCH_MAILS.
 */
import { SELLER_TERMS } from '../../../tests/helpers/seller-terms.ts';
import { describe, expect, it } from 'vitest';
import { frenchTextProblems } from '../../../tests/helpers/french-text.ts';
import { proposalDocument } from '../../../src/proposals/document.ts';
import { orderCancelledMail, orderConfirmationMail, orderWithdrawnMail } from '../orders/order-mails.ts';
import { proposalMail, proposalReminderMail } from '../proposals/proposal-mails.ts';
import { confirmationMail, householdLinkMail, type LeadForMail, type RenderedMail } from './templates.ts';

const lead: LeadForMail = {
  id: 7,
  language: 'fr',
  firstName: 'Sophie',
  lastName: 'Dubois',
  phone: '0471 23 45 67',
  email: 'sophie@example.be',
  street: 'Rue de la Montagne',
  houseNumber: '12',
  postalCode: '6000',
  city: 'Charleroi',
  waterSoftenerType: '18L',
  hasWifi: true,
  createdAt: new Date('2026-11-21T13:05:00Z'),
};

const link = `https://www.example.be/fr/mon-inscription#${'Ab-_9'.repeat(8)}xyz`;

const document = proposalDocument(
  {
    model: '18L',
    hasWifi: true,
    priceEuro: 1890,
    vatRate: 21,
    included: ['installation', 'salt', 'filter'],
    installationFrom: '2027-01-08',
    installationTo: '2027-01-22',
    validUntil: '2026-12-15',
    phrases: ['basement', 'oldSoftener'],
    note: null,
  },
  { name: 'HydroBel SA', companyNumber: '0123.456.749', address: 'Industrieweg 12, 2200 Herentals', phone: '+3214123456', email: 'verkoop@hydrobel.example', depositPercent: 20, paymentDays: 30, returnCostEuro: 150, terms: SELLER_TERMS },
  { name: 'Waterzacht bv', address: 'Kerkstraat 1, 2200 Herentals', companyNumber: '0417.497.106', feeEuro: 75 },
  'fr',
);
const order = { firstName: 'Sophie', sellerName: 'HydroBel SA', what: '18L HydroBel, 1\u202f890\u00a0€' };

const FRENCH_MAILS: Record<string, RenderedMail> = {
  confirmation: confirmationMail(lead, link),
  'new link': householdLinkMail({ firstName: 'Sophie', createdAt: lead.createdAt, language: 'fr' }, link),
  proposal: proposalMail('Sophie', document, link, 'fr'),
  reminder: proposalReminderMail('Sophie', '2026-12-15', link, 'fr'),
  'order confirmation': orderConfirmationMail(
    {
      ...order,
      orderId: 12,
      acceptedAt: new Date('2026-11-27T11:47:00Z'),
      acceptedLines: document,
      link,
      deposit: { amount: 378, dueOn: '2026-12-04', iban: 'BE68 5390 0754 7034', paymentUrl: 'https://betalen.example/hydrobel', reference: '+++000/0000/01212+++' },
    },
    'fr',
  ),
  withdrawal: orderWithdrawnMail({ ...order, withdrawnAt: new Date('2026-11-28T09:05:00Z'), refundBy: '2026-12-14', returnCostEuro: 150, atVisitOn: null }, 'fr'),
  'withdrawal at the visit': orderWithdrawnMail({ ...order, withdrawnAt: new Date('2026-11-28T09:05:00Z'), refundBy: '2026-12-14', returnCostEuro: null, atVisitOn: '2026-12-01' }, 'fr'),
  cancellation: orderCancelledMail({ ...order, reason: 'technical', note: null, depositEuro: 378, refundBy: '2026-12-14' }, 'fr'),
};

/** The text a mail program shows of an HTML body: inline tags join, the others break lines. */
function htmlText(html: string): string {
  return html
    .replace(/<head>.*<\/head>/s, '')
    .replace(/<\/?(?:a|strong|b|em|span)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('the mails of a French household', () => {
  it.each(Object.entries(FRENCH_MAILS))('%s: French typography, no Dutch or English word', (_name, mail) => {
    expect(frenchTextProblems(mail.subject)).toEqual([]);
    expect(frenchTextProblems(mail.text)).toEqual([]);
    expect(frenchTextProblems(htmlText(mail.html))).toEqual([]);
  });

  it('the check sees what it is for', () => {
    expect(frenchTextProblems('Prénom: Sophie')).toHaveLength(1);
    expect(frenchTextProblems('Probeer het later opnieuw.')).toHaveLength(1);
    expect(frenchTextProblems("l'eau")).toHaveLength(1);
  });
});
