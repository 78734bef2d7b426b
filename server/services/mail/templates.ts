/**
 * The e-mails about a lead, as pure functions: a confirmation to the household, in the lead's language
 * (`language`: the texts of src/i18n/, textsFor), and a notification to staff, in Dutch like the back
 * office. Every value that comes from a lead is escaped in the HTML bodies, and browser-sent URLs are
 * shown as text, never as links.
 */
import { formatDateTimeIn } from '../../../src/i18n/format.ts';
import { LANGUAGE_TAGS, type Locale } from '../../../src/i18n/locale.ts';
import { textsFor } from '../../../src/i18n/server-texts.ts';
import { addressLine } from '../../../src/leads/address.ts';
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

function htmlDocument(title: string, body: string, locale: Locale = 'nl'): string {
  return (
    `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">` +
    `<div style="max-width:600px">${body}</div></body></html>`
  );
}

/** The confirmation to the household, in its language: a summary of what they entered and what happens next. */
export function confirmationMail(lead: LeadForMail): RenderedMail {
  // A caller that bypassed the schema (no language) gets the default, Dutch.
  const locale = lead.language === 'fr' ? 'fr' : 'nl';
  const { mail, nextSteps } = textsFor(locale);
  const subject = mail.subject;
  const rows = leadSummaryRows(lead, locale);
  // The mail is itself the first step; it announces the others.
  const steps = nextSteps.filter((step) => step.key !== 'confirmation-mail');
  const { intro, correction } = mail;
  const signature = [...mail.signature, SITE.email];

  const text = [
    mail.greeting(lead.firstName),
    '',
    intro,
    '',
    mail.yourDetails,
    textRows(rows),
    '',
    mail.whatNext,
    ...steps.map((step) => `- ${step.text}`),
    '',
    correction,
    '',
    ...signature,
  ].join('\n');

  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(mail.greeting(lead.firstName))}</p>` +
      `<p>${escapeHtml(intro)}</p>` +
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(mail.yourDetails)}</h2>${htmlRows(rows)}` +
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(mail.whatNext)}</h2>` +
      `<ul>${steps.map((step) => `<li><strong>${escapeHtml(step.title)}</strong>: ${escapeHtml(step.text)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(correction)}</p>` +
      `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    locale,
  );
  return { subject, text, html };
}

/**
 * A subject with every `=?` broken up: a mail client decodes `=?utf-8?b?...?=` in a subject sent as
 * plain ASCII, so a name typed that way would show as text of the sender's choosing. (The signup form
 * refuses such names; leads stored earlier may hold them.)
 */
function subjectText(value: string): string {
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
