import { describe, expect, it } from 'vitest';
import { textsFor } from '../../../src/i18n/server-texts.ts';
import { CLAIMS, SITE } from '../../../src/site.ts';
import { confirmationMail, escapeHtml, formatBelgianDateTime, householdLinkMail, type LeadForMail, staffNotificationMail } from './templates.ts';

const NL_TEXTS = textsFor('nl');

const NEXT_STEPS = NL_TEXTS.nextSteps;

const lead: LeadForMail = {
  id: 42,
  language: 'nl',
  firstName: 'Mélanie',
  lastName: 'Peeters',
  phone: '0470/12.34.56',
  email: 'melanie@example.be',
  street: 'Grote Markt',
  houseNumber: '1 bus 2',
  postalCode: '2200',
  city: 'Herentals',
  waterSoftenerType: '18L',
  hasWifi: false,
  sourceUrl: 'https://www.example.be/herentals#contact',
  landingPage: 'https://www.example.be/?utm_source=facebook',
  utmSource: 'facebook',
  createdAt: new Date('2026-11-21T13:05:00Z'),
};

const hostile: LeadForMail = {
  ...lead,
  firstName: '<script>alert("x")</script>',
  lastName: 'O\'Brien & "Zonen"',
  city: '<img src=x onerror=alert(1)>',
  sourceUrl: 'https://www.example.be/?q=<b>vet</b>',
};

/** A personal link as the signup makes it (the token is 43 base64url characters). */
const link = `https://www.example.be/mijn-aanmelding#${'Ab-_9'.repeat(8)}xyz`;

describe('the confirmation mail', () => {
  const mail = confirmationMail(lead, link);

  it('carries the personal link, in the text and as the one link of the HTML body', () => {
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html.match(/<a /g)).toHaveLength(1);
    expect(mail.text).toContain('Door de pagina te openen, bevestigt u uw e-mailadres.');
    expect(mail.text).toContain('stuur deze e-mail niet door');
  });

  it('greets the household and sums up what they entered', () => {
    expect(mail.subject).toBe(`Bevestiging van uw aanmelding – ${SITE.name}`);
    for (const text of [
      'Beste Mélanie,',
      'Telefoonnummer: 0470/12.34.56',
      'E-mailadres: melanie@example.be',
      'Adres: Grote Markt 1 bus 2, 2200 Herentals',
      `Type waterverzachter: 18L ${SITE.brand}`,
      'Draadloos internet (wifi): Nee',
    ]) {
      expect(mail.text).toContain(text);
    }
  });

  it('announces the call within the working days of the claims and the personal proposal', () => {
    expect(mail.text).toContain(`binnen ${CLAIMS.callWithinWorkingDays} werkdagen`);
    for (const step of NEXT_STEPS.filter((s) => s.key !== 'confirmation-mail')) {
      expect(mail.text).toContain(step.text);
      expect(mail.html).toContain(escapeHtml(step.text));
    }
  });

  it('shows a lead named <script> as text in the HTML body', () => {
    const html = confirmationMail(hostile, link).html;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Beste &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(html).toContain('O&#39;Brien &amp; &quot;Zonen&quot;');
  });
});

describe('the mail with a new link', () => {
  const mail = householdLinkMail({ language: 'nl', firstName: 'Mélanie', createdAt: new Date('2026-11-21T13:05:00Z') }, link);

  it('greets the household, names its signup by date and carries the link, saying the earlier ones still work', () => {
    expect(mail.subject).toBe(`Uw persoonlijke link – ${SITE.name}`);
    expect(mail.text).toContain('Beste Mélanie,');
    expect(mail.text).toContain('uw aanmelding van 21 november 2026');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.text).toContain('Uw eerdere links blijven werken.');
  });

  it('escapes the first name', () => {
    const html = householdLinkMail({ language: 'nl', firstName: '<b>x</b>', createdAt: new Date() }, link).html;
    expect(html).not.toContain('<b>x');
    expect(html).toContain('Beste &lt;b&gt;x&lt;/b&gt;,');
  });
});

describe('the staff notification', () => {
  const mail = staffNotificationMail(lead, { publicUrl: 'https://www.example.be' });

  it('names the household in the subject and holds where they came from', () => {
    expect(mail.subject).toBe('Nieuwe aanmelding: Mélanie Peeters (2200 Herentals)');
    expect(mail.text).toContain('Leadnummer: 42');
    expect(mail.text).toContain('Aangemeld op: 21 november 2026 om 14:05');
    expect(mail.text).toContain('Pagina van aanmelding: https://www.example.be/herentals#contact');
    expect(mail.text).toContain('facebook / — / —');
    expect(mail.text).toContain('https://www.example.be/admin/dashboard');
  });

  it("never holds the household's personal link", () => {
    expect(mail.text).not.toContain('mijn-aanmelding');
  });

  it('escapes every lead value and never turns a browser-sent address into a link', () => {
    const html = staffNotificationMail(hostile, { publicUrl: 'https://www.example.be' }).html;
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('https://www.example.be/?q=&lt;b&gt;vet&lt;/b&gt;');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});

describe('Belgian time', () => {
  it.each([
    ['2026-07-01T08:30:00Z', '1 juli 2026 om 10:30'],
    ['2026-12-31T23:30:00Z', '1 januari 2027 om 00:30'],
  ])('shows %s as %s', (iso, shown) => {
    expect(formatBelgianDateTime(new Date(iso))).toBe(shown);
  });
});
