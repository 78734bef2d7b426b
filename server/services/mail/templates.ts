/**
 * The e-mails about a lead, as pure functions: to the household, in its language (`language`), its
 * confirmation (with its personal link) and a new link when it asks for one, whose texts live in
 * src/household-page/texts.ts and src/i18n/; to staff a notification, in Dutch like the back office.
 * Every value that comes from a lead is escaped in the HTML bodies, and browser-sent URLs are shown as
 * text, never as links; the only link to the household's page is the one the server made.
 */
import { formatDateTimeIn } from '../../../src/i18n/format.ts';
import { LANGUAGE_TAGS, type Locale } from '../../../src/i18n/locale.ts';
import { textsFor } from '../../../src/i18n/server-texts.ts';
import { frenchSpacing, frenchSpacingOfHtml } from '../../../src/i18n/typography.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { householdTexts } from '../../../src/household-page/texts.ts';
import type { LeadSubmission } from '../../../src/leads/schema.ts';
import { SITE } from '../../../src/site.ts';

/**
 * The lead a mail is about: what the household sent (src/leads/schema.ts, every value a field of the
 * lead), when, and its number; or, while a signup's mails are rendered before the lead is stored, the
 * stand-in that the database replaces with it (server/services/lead-signup.ts).
 */
export type LeadForMail = LeadSubmission & { id: number | string; createdAt: Date };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail to a household, finished for its language: a French one gets the spaces of French typography
 * (src/i18n/typography.ts) in its subject, its text and the text of its HTML, also around punctuation the
 * template itself adds between dictionary texts (`label: value`). Every household mail ends here.
 */
export function composeMail(locale: Locale, mail: RenderedMail): RenderedMail {
  if (locale !== 'fr') return mail;
  return { subject: frenchSpacing(mail.subject), text: frenchSpacing(mail.text), html: frenchSpacingOfHtml(mail.html) };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A moment as a Flemish reader expects it, in Belgian time ('21 november 2026 om 14:05'). */
export function formatBelgianDateTime(date: Date): string {
  return formatDateTimeIn('nl', date);
}

type Row = [label: string, value: string];

/** The lead's language as staff read it (the back office and its mails are Dutch). */
const NL_LANGUAGE_NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Frans' };

/** What the household entered, as label and value, in the form's order, in the given language. */
function leadSummaryRows(lead: LeadForMail, locale: Locale): Row[] {
  const { lead: t, mail } = textsFor(locale);
  return [
    [t.labels.firstName, lead.firstName],
    [t.labels.lastName, lead.lastName],
    [t.labels.phone, lead.phone],
    [t.labels.email, lead.email],
    [mail.address, addressLine(lead)],
    [t.labels.waterSoftenerType, `${lead.waterSoftenerType} ${SITE.brand}`],
    [t.labels.hasWifi, lead.hasWifi ? mail.yes : mail.no],
  ];
}

function textRows(rows: Row[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function htmlRows(rows: Row[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;font-weight:600;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${cells}</table>`;
}

/** The language a rendered mail is written in: its HTML's `lang`, which htmlDocument writes for every mail. */
export function mailLocale(html: string): Locale {
  return /^<!doctype html><html lang="fr-BE"/.test(html) ? 'fr' : 'nl';
}

/**
 * Every mail's HTML: its language, and a viewport so that a phone's mail program lays it out at the
 * screen's width instead of 980 px (issue 42); one column of at most 600 px, long words and links broken.
 */
export function htmlDocument(title: string, body: string, locale: Locale = 'nl'): string {
  return (
    `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">` +
    `<div style="max-width:600px;overflow-wrap:break-word">${body}</div></body></html>`
  );
}

/** A button-like link to the household's page, and the address itself for mail programs that hide links. */
export function pageLinkHtml(link: string, label: string): string {
  return (
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#17733a;color:#ffffff;` +
    `font-weight:700;text-decoration:none;border-radius:24px">${escapeHtml(label)}</a></p>` +
    `<p style="font-size:14px;color:#444444;word-break:break-all">${escapeHtml(link)}</p>`
  );
}

export const signatureHtml = (lines: readonly string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
const heading = (title: string) => `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(title)}</h2>`;

/**
 * The confirmation to the household, in its language: its personal link (`link`, whose opening confirms
 * the address), a summary of what it entered and what happens next.
 */
export function confirmationMail(lead: LeadForMail, link: string): RenderedMail {
  // A caller that bypassed the schema (no language) gets the default, Dutch.
  const locale = lead.language === 'fr' ? 'fr' : 'nl';
  const C = householdTexts(locale).confirmationMail;
  const rows = leadSummaryRows(lead, locale);
  // The mail is itself the first step; it announces the others.
  const steps = textsFor(locale).nextSteps.filter((step) => step.key !== 'confirmation-mail');

  const text = [
    C.greeting(lead.firstName),
    '',
    C.intro,
    '',
    C.pageHeading,
    C.pageText,
    link,
    C.pagePrivate,
    '',
    C.dataHeading,
    textRows(rows),
    '',
    C.expectHeading,
    ...steps.map((step) => `- ${step.text}`),
    '',
    C.correction,
    '',
    ...C.signature,
  ].join('\n');

  const html = htmlDocument(
    C.subject,
    `<p>${escapeHtml(C.greeting(lead.firstName))}</p>` +
      `<p>${escapeHtml(C.intro)}</p>` +
      heading(C.pageHeading) +
      `<p>${escapeHtml(C.pageText)}</p>${pageLinkHtml(link, C.pageButton)}<p>${escapeHtml(C.pagePrivate)}</p>` +
      heading(C.dataHeading) +
      htmlRows(rows) +
      heading(C.expectHeading) +
      // The step's title above its sentence, not before a colon (« Appel téléphonique : Un collaborateur… », the French reader's M7).
      `<ul>${steps.map((step) => `<li><strong>${escapeHtml(step.title)}</strong><br>${escapeHtml(step.text)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(C.correction)}</p>` +
      signatureHtml(C.signature),
    locale,
  );
  return composeMail(locale, { subject: C.subject, text, html });
}

/** The words of a mail that brings a new personal link (the page's texts.ts, in the lead's language). */
interface LinkMailTexts {
  subject: string;
  greeting(firstName: string): string;
  button: string;
  private: string;
  notAsked: string;
  signature: readonly string[];
}

/** A mail with one new personal link: greeting, why it comes, the link, keep it private, who did not ask. */
function newLinkMail(L: LinkMailTexts, firstName: string, intro: string, link: string, locale: Locale): RenderedMail {
  const text = [L.greeting(firstName), '', intro, '', link, '', L.private, L.notAsked, '', ...L.signature].join('\n');
  const html = htmlDocument(
    L.subject,
    `<p>${escapeHtml(L.greeting(firstName))}</p><p>${escapeHtml(intro)}</p>${pageLinkHtml(link, L.button)}` +
      `<p>${escapeHtml(L.private)}</p><p>${escapeHtml(L.notAsked)}</p>${signatureHtml(L.signature)}`,
    locale,
  );
  return composeMail(locale, { subject: L.subject, text, html });
}

/** A new personal link, asked for on the page's form; sent to the address of the lead only, in its language. */
export function householdLinkMail(lead: { firstName: string; createdAt: Date; language: Locale }, link: string): RenderedMail {
  const L = householdTexts(lead.language).linkMail;
  return newLinkMail(L, lead.firstName, L.intro(lead.createdAt.toISOString()), link, lead.language);
}

/** The new link after every link of the lead was ended, by the household itself or by staff at its request. */
export function linksEndedMail(lead: { firstName: string; language: Locale }, link: string, by: 'household' | 'staff'): RenderedMail {
  const L = householdTexts(lead.language).linksEndedMail;
  return newLinkMail(L, lead.firstName, by === 'household' ? L.introHousehold : L.introStaff, link, lead.language);
}

/**
 * A subject with every `=?` broken up: a mail client decodes `=?utf-8?b?...?=` in a subject sent as
 * plain ASCII, so a name typed that way would show as text of the sender's choosing. (The signup form
 * refuses such names; leads stored earlier may hold them.)
 */
export function subjectText(value: string): string {
  return value.replace(/=\?/g, '= ?');
}

/** The notification to staff: everything the household entered, where they came from, and when. */
export function staffNotificationMail(lead: LeadForMail, options: { publicUrl: string }): RenderedMail {
  const subject = subjectText(`Nieuwe aanmelding: ${lead.firstName} ${lead.lastName} (${lead.postalCode} ${lead.city})`);
  const rows = leadSummaryRows(lead, 'nl');
  const origin: Row[] = [
    ['Leadnummer', String(lead.id)],
    ['Taal', NL_LANGUAGE_NAMES[lead.language === 'fr' ? 'fr' : 'nl']],
    ['Aangemeld op', formatBelgianDateTime(lead.createdAt)],
    ['Pagina van aanmelding', lead.sourceUrl ?? '—'],
    ['Eerste pagina van het bezoek', lead.landingPage ?? '—'],
    ['Campagne (utm_source / utm_medium / utm_campaign)', [lead.utmSource, lead.utmMedium, lead.utmCampaign].map((v) => v ?? '—').join(' / ')],
  ];
  const dashboard = `${options.publicUrl}/admin/dashboard`;
  const text = [
    'Er is een nieuwe aanmelding binnengekomen.',
    '',
    textRows(rows),
    '',
    textRows(origin),
    '',
    `Bekijk en beheer de leads in het beheer: ${dashboard}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p>Er is een nieuwe aanmelding binnengekomen.</p>${htmlRows(rows)}` +
      `<h2 style="font-size:18px;margin:24px 0 8px">Herkomst</h2>${htmlRows(origin)}` +
      `<p><a href="${escapeHtml(dashboard)}">Open het beheer</a></p>`,
  );
  return { subject, text, html };
}
