/**
 * Service levels after acceptance (issue 34): the installer's first contact within
 * SERVICE_LEVEL_CONTACT_DAYS Belgian working days of the acceptance (default 8, as Test Aankoop promises),
 * the installation within SERVICE_LEVEL_INSTALL_WEEKS weeks (default 6). The list of what is late or due
 * within two working days, per installer (staff) or of one company (its users); and once a day a mail to
 * staff with the breaches not mailed before (order numbers, postal codes and installers: no names, as the
 * digest belongs to no single lead and is erased with none).
 */
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { addDays } from '../../../src/orders/dates.ts';
import { OPEN_STATUSES, type OrderStatus } from '../../../src/orders/lifecycle.ts';
import { addWorkingDays } from '../../../src/orders/working-days.ts';
import { endOfDayInBrussels } from '../../../src/rounds/phase.ts';
import type { Env } from '../../env.ts';
import { escapeHtml, htmlDocument } from '../mail/templates.ts';

export interface ServiceLevels {
  contactDays: number;
  installWeeks: number;
}

export const serviceLevelsOf = (env: Pick<Env, 'SERVICE_LEVEL_CONTACT_DAYS' | 'SERVICE_LEVEL_INSTALL_WEEKS'>): ServiceLevels => ({
  contactDays: env.SERVICE_LEVEL_CONTACT_DAYS,
  installWeeks: env.SERVICE_LEVEL_INSTALL_WEEKS,
});

/** Due within this many working days counts as "due soon". */
const SOON_WORKING_DAYS = 2;

interface Deadline {
  orderId: number;
  leadId: number;
  installerId: number;
  installerName: string;
  postalCode: string;
  status: OrderStatus;
  kind: 'contact' | 'installation';
  dueOn: string;
  late: boolean;
}

interface DueRow {
  id: number;
  lead_id: number;
  installer_id: number;
  installer_name: string;
  postal_code: string;
  status: OrderStatus;
  accepted_at: Date | string;
  breaches_mailed: string[] | string;
}

type Kind = Deadline['kind'];

/** A kind's deadline for an order accepted on `acceptedOn` (Brussels): working days for contact, weeks for installation. */
function dueOf(kind: Kind, acceptedOn: string, levels: ServiceLevels): string {
  return kind === 'contact' ? addWorkingDays(acceptedOn, levels.contactDays) : addDays(acceptedOn, levels.installWeeks * 7);
}

/**
 * The last acceptance day whose `kind` deadline falls on or before `day`. A deadline never comes earlier
 * for a later acceptance, so "due on or before `day`" is "accepted on or before this day", which the
 * database can select and count without working out each order's deadline.
 */
function lastAcceptedOn(kind: Kind, day: string, levels: ServiceLevels): string {
  let accepted = kind === 'contact' ? day : addDays(day, -levels.installWeeks * 7);
  while (dueOf(kind, accepted, levels) > day) accepted = addDays(accepted, -1);
  return accepted;
}

const OPEN = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');
/** The orders a kind of deadline applies to: every open one for installation, those not yet contacted for contact. */
const KIND_WHERE: Record<Kind, string> = { contact: `o."first_contact_at" is null`, installation: 'true' };

/**
 * Open orders accepted on or before the day `lastAccepted` (Brussels) to which a `kind` deadline applies,
 * the oldest first (at most `limit`). The acceptance is compared as an instant, the end of that day in
 * Brussels: turning each order's time into a Brussels day in SQL costs more.
 */
async function dueRows(em: Em, kind: Kind, lastAccepted: string, installerId: number | null, limit: number | null): Promise<DueRow[]> {
  return em.execute<DueRow[]>(
    `select o."id", o."lead_id", o."installer_id", i."name" as "installer_name", l."postal_code", o."status", o."accepted_at", o."breaches_mailed"
     from "orders" o join "installers" i on i."id" = o."installer_id" join "leads" l on l."id" = o."lead_id"
     where o."status" in (${OPEN}) and ${KIND_WHERE[kind]} and o."accepted_at" < ?${installerId === null ? '' : ' and o."installer_id" = ?'}
     order by o."accepted_at", o."id"${limit === null ? '' : ` limit ${limit}`}`,
    installerId === null ? [endOfDayInBrussels(lastAccepted)] : [endOfDayInBrussels(lastAccepted), installerId],
  );
}

function deadlineOf(kind: Kind, row: DueRow, levels: ServiceLevels, today: string): Deadline {
  const dueOn = dueOf(kind, isoDateInBrussels(row.accepted_at), levels);
  return {
    orderId: row.id, leadId: row.lead_id, installerId: row.installer_id, installerName: row.installer_name,
    postalCode: row.postal_code, status: row.status, kind, dueOn, late: dueOn < today,
  };
}

interface CountRow {
  installer_id: number;
  installer_name: string;
  late: number | string;
  soon: number | string;
}

/** Per installer, how many deadlines are late and how many due soon, counted in the database. */
async function countsPerInstaller(em: Em, cut: Record<Kind, { late: string; soon: string }>, installerId: number | null): Promise<CountRow[]> {
  const params: Date[] = [];
  const counted = (kind: Kind, after: string | null, upTo: string) => {
    params.push(endOfDayInBrussels(upTo), ...(after === null ? [] : [endOfDayInBrussels(after)]));
    return `count(*) filter (where ${KIND_WHERE[kind]} and o."accepted_at" < ?${after === null ? '' : ` and o."accepted_at" >= ?`})`;
  };
  const late = `${counted('contact', null, cut.contact.late)} + ${counted('installation', null, cut.installation.late)}`;
  const soon = `${counted('contact', cut.contact.late, cut.contact.soon)} + ${counted('installation', cut.installation.late, cut.installation.soon)}`;
  // No order accepted after both "soon" days has a deadline to count.
  const after = [cut.contact.soon, cut.installation.soon].sort().at(-1) as string;
  return em.execute<CountRow[]>(
    `select o."installer_id", i."name" as "installer_name", ${late} as "late", ${soon} as "soon"
     from "orders" o join "installers" i on i."id" = o."installer_id"
     where o."status" in (${OPEN}) and o."accepted_at" < ?${installerId === null ? '' : ' and o."installer_id" = ?'}
     group by o."installer_id", i."name"`,
    [...params, endOfDayInBrussels(after), ...(installerId === null ? [] : [installerId])],
  );
}

/** How many deadlines a list carries at most (the soonest first); `perInstaller` counts them all. */
const LIST_LIMIT = 100;

export interface DeadlineList {
  today: string;
  /** Per installer: how many are late, how many due within two working days. */
  perInstaller: Array<{ installerId: number; installerName: string; late: number; soon: number }>;
  /** The soonest due first, at most 100; `total` says how many there are. */
  deadlines: Deadline[];
  total: number;
}

/** What is late or due within two working days: of every installer (null) or of one; by due day. */
export async function deadlineList(em: Em, levels: ServiceLevels, installerId: number | null, now = new Date()): Promise<DeadlineList> {
  const today = isoDateInBrussels(now);
  const soon = addWorkingDays(today, SOON_WORKING_DAYS);
  const yesterday = addDays(today, -1);
  const cutOf = (kind: Kind) => ({ late: lastAcceptedOn(kind, yesterday, levels), soon: lastAcceptedOn(kind, soon, levels) });
  const cut = { contact: cutOf('contact'), installation: cutOf('installation') };
  // The first 100 of each kind hold the first 100 of both: within a kind, the deadline follows the acceptance.
  const [contact, installation, counts] = await Promise.all([
    dueRows(em, 'contact', cut.contact.soon, installerId, LIST_LIMIT),
    dueRows(em, 'installation', cut.installation.soon, installerId, LIST_LIMIT),
    countsPerInstaller(em, cut, installerId),
  ]);
  const deadlines = [
    ...contact.map((row) => ({ row, deadline: deadlineOf('contact', row, levels, today) })),
    ...installation.map((row) => ({ row, deadline: deadlineOf('installation', row, levels, today) })),
  ]
    .sort((a, b) => a.deadline.dueOn.localeCompare(b.deadline.dueOn) || new Date(a.row.accepted_at).getTime() - new Date(b.row.accepted_at).getTime() || a.row.id - b.row.id)
    .map(({ deadline }) => deadline);
  const perInstaller = counts
    .map((row) => ({ installerId: row.installer_id, installerName: row.installer_name, late: Number(row.late), soon: Number(row.soon) }))
    .filter((entry) => entry.late + entry.soon > 0)
    .sort((a, b) => b.late - a.late || a.installerId - b.installerId);
  const total = perInstaller.reduce((sum, entry) => sum + entry.late + entry.soon, 0);
  return { today, perInstaller, deadlines: deadlines.slice(0, LIST_LIMIT), total };
}

const KIND_LABELS = { contact: 'eerste contact', installation: 'installatie' } as const;

/** The daily job: one mail to staff listing the breaches not mailed before, each then marked mailed. */
export async function mailNewBreaches(em: Em, levels: ServiceLevels, staffEmail: string | undefined, now = new Date()): Promise<{ breaches: number }> {
  if (!staffEmail) return { breaches: 0 };
  return em.transactional(async (tx) => {
    const today = isoDateInBrussels(now);
    const yesterday = addDays(today, -1);
    const kinds = ['contact', 'installation'] as const;
    const late: Array<{ kind: Kind; row: DueRow }> = [];
    for (const kind of kinds) {
      for (const row of await dueRows(tx, kind, lastAcceptedOn(kind, yesterday, levels), null, null)) late.push({ kind, row });
    }
    const fresh = late
      .filter(({ kind, row }) => !(typeof row.breaches_mailed === 'string' ? (JSON.parse(row.breaches_mailed) as string[]) : row.breaches_mailed).includes(kind))
      .map(({ kind, row }) => deadlineOf(kind, row, levels, today));
    if (fresh.length === 0) return { breaches: 0 };
    const subject = `${fresh.length} ${fresh.length === 1 ? 'nieuwe overschreden termijn' : 'nieuwe overschreden termijnen'} (${today})`;
    const lines = fresh.map((d) => `Bestelling ${d.orderId} (${d.postalCode}, ${d.installerName}): ${KIND_LABELS[d.kind]} uiterlijk ${d.dueOn}`);
    tx.create(OutboxMail, {
      kind: 'breach-digest',
      lead: null,
      recipient: staffEmail,
      subject,
      text: [subject, '', ...lines].join('\n'),
      html: htmlDocument(subject, `<p>${escapeHtml(subject)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`),
      createdAt: now,
    });
    for (const deadline of fresh) {
      await tx.execute(`update "orders" set "breaches_mailed" = "breaches_mailed" || ?::jsonb where "id" = ?`, [JSON.stringify([deadline.kind]), deadline.orderId]);
    }
    await tx.flush();
    return { breaches: fresh.length };
  });
}
