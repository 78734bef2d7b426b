/**
 * The household told at every step after its order (issue 42 item 5): a mail in its language, through
 * the outbox in the step's transaction, each with a new personal link, when the installer offers slots
 * for the visit (the first time, and after the household asked for other times), when the installation
 * is planned (or moved), and when the softener is installed (its serial number, the last day of
 * withdrawal, what comes next: the invoice, the service after the sale, the servicing; the warranty
 * certificate attached, issue 44). Texts: src/visits/step-texts.ts, src/aftercare/mail-texts.ts.
 */
import type { Order } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { formatPhoneForHousehold } from '../../../src/admin/phone.ts';
import { formatEuroIn } from '../../../src/i18n/format.ts';
import { withdrawalEndsOn } from '../../../src/orders/lifecycle.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import { SITE } from '../../../src/site.ts';
import { stepTexts } from '../../../src/visits/step-texts.ts';
import { visitTexts } from '../../../src/visits/texts.ts';
import { issueHouseholdLink } from '../household-page/link-tokens.ts';
import { termsOfInstaller } from '../installers/seller-terms-reads.ts';
import { composeMail, escapeHtml, htmlDocument, pageLinkHtml, signatureHtml } from '../mail/templates.ts';
import type { MailAttachment } from '../mail/transport.ts';
import { depositOfOrder } from '../orders/order-money.ts';

type StepKind = 'visit-slots' | 'installation-planned' | 'order-installed';

/** One step's mail: greeting, its lines (a list where given), the page's link, the signature. */
function writeStepMail(
  tx: Em,
  order: Order,
  kind: StepKind,
  subject: string,
  lines: readonly (string | readonly string[])[],
  publicUrl: string,
  now: Date,
  attachment: MailAttachment | null = null,
): void {
  const lead = order.lead;
  const S = stepTexts(lead.language);
  const greeting = visitTexts(lead.language).mail.greeting(lead.firstName);
  const link = issueHouseholdLink(tx, lead.id, publicUrl, lead.language);
  const text = [greeting, '', ...lines.flatMap((line) => (typeof line === 'string' ? [line] : line.map((item) => `- ${item}`))), '', S.page, link, S.private, '', ...S.signature].join('\n');
  const body = lines.map((line) => (typeof line === 'string' ? `<p>${escapeHtml(line)}</p>` : `<ul>${line.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`)).join('');
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(greeting)}</p>${body}<p>${escapeHtml(S.page)}</p>${pageLinkHtml(link, S.button)}<p>${escapeHtml(S.private)}</p>${signatureHtml(S.signature)}`,
    lead.language,
  );
  tx.create(OutboxMail, { kind, lead, recipient: lead.email, replyTo: order.installer.email, ...composeMail(lead.language, { subject, text, html }), attachment, createdAt: now });
}

/** The slots the installer offers: after the household asked for other times (`again`), or the first time. */
export function writeSlotsMail(tx: Em, order: Order, slots: ReadonlyArray<{ startsAt: Date; endsAt: Date }>, again: boolean, publicUrl: string, now: Date): void {
  const { slots: S } = stepTexts(order.lead.language);
  const V = visitTexts(order.lead.language);
  const list = slots.map((slot) => V.slot(slot.startsAt.toISOString(), slot.endsAt.toISOString()));
  writeStepMail(tx, order, 'visit-slots', S.subject, [again ? S.again(order.installer.name) : S.first(order.installer.name), list, S.pick], publicUrl, now);
}

/** The installation's day, planned or moved, and whom to call when it does not suit. */
export function writeInstallationPlannedMail(tx: Em, order: Order, plannedOn: string, moved: boolean, publicUrl: string, now: Date): void {
  const { planned: P } = stepTexts(order.lead.language);
  const seller = order.installer.name;
  writeStepMail(tx, order, 'installation-planned', P.subject, [moved ? P.moved(plannedOn, seller) : P.line(plannedOn, seller), P.call(seller, formatPhoneForHousehold(order.installer.phone))], publicUrl, now);
}

/**
 * Installed: the serial number, the last day of withdrawal, and what comes next from the seller's terms;
 * with the warranty certificate when the installation registered one (issue 44), and where the owner's
 * page now keeps its service, salt and help.
 */
export async function writeInstalledMail(tx: Em, order: Order, publicUrl: string, now: Date, certificate: MailAttachment | null = null): Promise<void> {
  const { installed: I } = stepTexts(order.lead.language);
  const locale = order.lead.language;
  const { proposal, installer } = order;
  const installedOn = order.installedOn ?? '';
  const terms = await termsOfInstaller(tx, installer.id);
  const service = terms?.service;
  const contact = service ? [service.phone ? formatPhoneForHousehold(service.phone) : null, service.email].filter(Boolean).join(', ') : '';
  const what = `${proposal.model} ${SITE.brand}, ${formatEuroIn(locale, proposal.priceEuro)}`;
  const next = [
    I.invoice(proposal.priceEuro - depositOfOrder(proposal, installer), installer.paymentDays),
    service ? I.service(contact) : I.noService(installer.name, formatPhoneForHousehold(installer.phone)),
    ...(terms?.servicingIntervalMonths ? [I.servicing(terms.servicingIntervalMonths)] : []),
  ];
  const W = aftercareMailTexts(locale).installed;
  const lines = [
    I.line(installedOn, what, order.serialNumber ?? null),
    ...(certificate ? [W.certificate] : []),
    I.withdrawal(withdrawalEndsOn(installedOn) ?? installedOn),
    I.nextHeading,
    ...next,
    ...(certificate ? [W.aftercare] : []),
  ];
  writeStepMail(tx, order, 'order-installed', certificate ? W.subject : I.subject, lines, publicUrl, now, certificate);
}
