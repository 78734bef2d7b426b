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

interface OpenRow {
  id: number;
  lead_id: number;
  installer_id: number;
  installer_name: string;
  postal_code: string;
  status: OrderStatus;
  accepted_at: Date | string;
  first_contact_at: Date | string | null;
  breaches_mailed: string[] | string;
}

async function openOrders(em: Em, installerId: number | null): Promise<OpenRow[]> {
  const statuses = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');
  return em.execute<OpenRow[]>(
    `select o."id", o."lead_id", o."installer_id", i."name" as "installer_name", l."postal_code", o."status", o."accepted_at",
       o."first_contact_at", o."breaches_mailed"
     from "orders" o join "installers" i on i."id" = o."installer_id" join "leads" l on l."id" = o."lead_id"
     where o."status" in (${statuses})${installerId === null ? '' : ' and o."installer_id" = ?'}
     order by o."accepted_at", o."id"`,
    installerId === null ? [] : [installerId],
  );
}

function deadlinesOf(row: OpenRow, levels: ServiceLevels, today: string, soon: string): Deadline[] {
  const acceptedOn = isoDateInBrussels(new Date(row.accepted_at));
  const base = { orderId: row.id, leadId: row.lead_id, installerId: row.installer_id, installerName: row.installer_name, postalCode: row.postal_code, status: row.status };
  const found: Deadline[] = [];
  if (row.first_contact_at === null) {
    const dueOn = addWorkingDays(acceptedOn, levels.contactDays);
    if (dueOn <= soon) found.push({ ...base, kind: 'contact', dueOn, late: dueOn < today });
  }
  const installBy = addDays(acceptedOn, levels.installWeeks * 7);
  if (installBy <= soon) found.push({ ...base, kind: 'installation', dueOn: installBy, late: installBy < today });
  return found;
}

/** How many deadlines a list carries at most (the oldest first); `perInstaller` counts them all. */
const LIST_LIMIT = 500;

export interface DeadlineList {
  today: string;
  /** Per installer: how many are late, how many due within two working days. */
  perInstaller: Array<{ installerId: number; installerName: string; late: number; soon: number }>;
  /** The oldest first, at most 500; `total` says how many there are. */
  deadlines: Deadline[];
  total: number;
}

/** What is late or due within two working days: of every installer (null) or of one; by due day. */
export async function deadlineList(em: Em, levels: ServiceLevels, installerId: number | null, now = new Date()): Promise<DeadlineList> {
  const today = isoDateInBrussels(now);
  const soon = addWorkingDays(today, SOON_WORKING_DAYS);
  const rows = await openOrders(em, installerId);
  const deadlines = rows.flatMap((row) => deadlinesOf(row, levels, today, soon));
  deadlines.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.orderId - b.orderId);
  const counts = new Map<number, DeadlineList['perInstaller'][number]>();
  for (const d of deadlines) {
    const entry = counts.get(d.installerId) ?? { installerId: d.installerId, installerName: d.installerName, late: 0, soon: 0 };
    if (d.late) entry.late++;
    else entry.soon++;
    counts.set(d.installerId, entry);
  }
  return { today, perInstaller: [...counts.values()].sort((a, b) => b.late - a.late), deadlines: deadlines.slice(0, LIST_LIMIT), total: deadlines.length };
}

const KIND_LABELS = { contact: 'eerste contact', installation: 'installatie' } as const;

/** The daily job: one mail to staff listing the breaches not mailed before, each then marked mailed. */
export async function mailNewBreaches(em: Em, levels: ServiceLevels, staffEmail: string | undefined, now = new Date()): Promise<{ breaches: number }> {
  if (!staffEmail) return { breaches: 0 };
  return em.transactional(async (tx) => {
    const today = isoDateInBrussels(now);
    const rows = await openOrders(tx, null);
    const fresh = rows.flatMap((row) => {
      const mailed = typeof row.breaches_mailed === 'string' ? (JSON.parse(row.breaches_mailed) as string[]) : row.breaches_mailed;
      return deadlinesOf(row, levels, today, today).filter((deadline) => deadline.late && !mailed.includes(deadline.kind));
    });
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
