/**
 * The mails of a proposal (issue 24), as pure functions: to the household the proposal itself ("Uw
 * persoonlijk voorstel", its text and its personal link) and the one reminder; to staff the household's
 * answer. Household texts live in src/proposals/texts.ts (to be translated); values are escaped.
 */
import type { Locale } from '../../../src/i18n/locale.ts';
import { headingOf, plainLines } from '../../../src/proposals/document-lines.ts';
import { proposalTexts } from '../../../src/proposals/texts.ts';
import type { ProposalStatus } from '../../../src/proposals/status.ts';
import { PROPOSAL_STATUS_LABELS } from '../../../src/proposals/status.ts';
import { composeMail, escapeHtml, formatBelgianDateTime, htmlDocument, pageLinkHtml, type RenderedMail, signatureHtml, subjectText } from '../mail/templates.ts';

/** A proposal's lines in a mail: headings as headings, the rest as paragraphs, in a framed block. */
export function documentHtml(lines: readonly string[]): string {
  const body = lines
    .map((line) => {
      const title = headingOf(line);
      return title === null ? `<p style="margin:0 0 8px">${escapeHtml(line)}</p>` : `<h3 style="font-size:16px;margin:16px 0 4px">${escapeHtml(title)}</h3>`;
    })
    .join('');
  return `<div style="border-left:4px solid #17733a;padding:4px 16px;margin:16px 0">${body}</div>`;
}

/** The proposal: its text as the page shows it, and the link to accept or decline it there. */
export function proposalMail(firstName: string, documentLines: readonly string[], link: string, locale: Locale = 'nl'): RenderedMail {
  const P = proposalTexts(locale).mail;
  const text = [P.greeting(firstName), '', P.intro, '', ...plainLines(documentLines), '', P.pageText, link, P.private, '', ...P.signature].join('\n');
  const html = htmlDocument(
    P.subject,
    `<p>${escapeHtml(P.greeting(firstName))}</p><p>${escapeHtml(P.intro)}</p>${documentHtml(documentLines)}` +
      `<p>${escapeHtml(P.pageText)}</p>${pageLinkHtml(link, P.button)}<p>${escapeHtml(P.private)}</p>${signatureHtml(P.signature)}`,
    locale,
  );
  return composeMail(locale, { subject: P.subject, text, html });
}

/** The one reminder, a few days before the proposal's last day. */
export function proposalReminderMail(firstName: string, validUntil: string, link: string, locale: Locale = 'nl'): RenderedMail {
  const { reminder: R, day } = proposalTexts(locale);
  const intro = R.intro(day(validUntil));
  const text = [R.greeting(firstName), '', intro, '', link, '', R.noAnswer, '', ...R.signature].join('\n');
  const html = htmlDocument(
    R.subject,
    `<p>${escapeHtml(R.greeting(firstName))}</p><p>${escapeHtml(intro)}</p>${pageLinkHtml(link, R.button)}` +
      `<p>${escapeHtml(R.noAnswer)}</p>${signatureHtml(R.signature)}`,
    locale,
  );
  return composeMail(locale, { subject: R.subject, text, html });
}

export interface AnswerForStaff {
  leadId: number;
  firstName: string;
  lastName: string;
  status: Extract<ProposalStatus, 'accepted' | 'declined'>;
  answeredAt: Date;
  documentLines: readonly string[];
  dashboardUrl: string;
}

/** To staff: a household answered its proposal (with the text it accepted). In Dutch. */
export function proposalAnswerMail(answer: AnswerForStaff): RenderedMail {
  const verdict = PROPOSAL_STATUS_LABELS[answer.status].toLowerCase();
  const subject = subjectText(`Voorstel ${verdict}: ${answer.firstName} ${answer.lastName} (lead ${answer.leadId})`);
  const intro = `${answer.firstName} ${answer.lastName} (lead ${answer.leadId}) heeft het voorstel ${verdict} op ${formatBelgianDateTime(answer.answeredAt)}.`;
  const text = [intro, '', 'Het voorstel zoals het getoond werd:', '', ...plainLines(answer.documentLines), '', `Open het beheer: ${answer.dashboardUrl}`].join('\n');
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(intro)}</p><p>Het voorstel zoals het getoond werd:</p>${documentHtml(answer.documentLines)}` +
      `<p><a href="${escapeHtml(answer.dashboardUrl)}">Open het beheer</a></p>`,
  );
  return { subject, text, html };
}
