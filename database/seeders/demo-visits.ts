/**
 * Demo data after acceptance (issue 34): a user per demo installer (password printed by db:seed, for a
 * demo database only), and the seeded orders spread over every step with their history: some waiting
 * for slots, some with a visit planned (slots and an appointment), visited with a measured hardness,
 * with the installation planned, installed with a serial number, cancelled after the visit.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '../../src/orders/dates.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import type { OrderStatus } from '../../src/orders/lifecycle.ts';
import { Appointment, Installer, Order, OrderEvent, User, VisitSlot } from '../entities/index.ts';
import type { Em } from '../orm.ts';

const DAY_MS = 86_400_000;
/** The demo installer users' password: a demo database only, never a real one. */
export const DEMO_INSTALLER_PASSWORD = 'demo-installateur-2026';

const PATHS: ReadonlyArray<readonly OrderStatus[]> = [
  ['accepted'],
  ['accepted', 'visit_planned'],
  ['accepted', 'visit_planned', 'visited'],
  ['accepted', 'visit_planned', 'visited', 'installation_planned'],
  ['accepted', 'visit_planned', 'visited', 'installation_planned', 'installed'],
  ['accepted', 'visit_planned', 'visited', 'cancelled'],
];

/** Users `demo.<installer id>` for every installer without one; returns their names. */
export async function insertDemoInstallerUsers(em: Em, hash: (password: string) => Promise<string>): Promise<string[]> {
  const fork = em.fork();
  const names: string[] = [];
  for (const installer of await fork.find(Installer, {})) {
    const username = `demo.installateur${installer.id}`;
    if (!(await fork.count(User, { username }))) fork.create(User, { username, passwordHash: await hash(DEMO_INSTALLER_PASSWORD), installer });
    names.push(username);
  }
  await fork.flush();
  return names;
}

/** Moves the demo orders (placed, or installed at once by demo-proposals) along a path chosen by their number. */
export async function advanceDemoOrders(em: Em, now = new Date()): Promise<number> {
  const fork = em.fork();
  const orders = await fork.find(Order, { status: { $in: ['accepted', 'installed'] }, visitedOn: null, serialNumber: null }, { populate: ['lead'] });
  await fork.nativeDelete(OrderEvent, { order: { $in: orders.map((order) => order.id) }, toStatus: { $ne: 'accepted' } });
  for (const order of orders) {
    order.installedOn = null;
    const path: readonly OrderStatus[] = PATHS[order.id % PATHS.length] ?? ['accepted'];
    let at = order.acceptedAt;
    for (const [index, status] of path.entries()) {
      if (index === 0) continue;
      at = new Date(Math.min(at.getTime() + 3 * DAY_MS, now.getTime()));
      fork.create(OrderEvent, { order, fromStatus: path[index - 1] ?? null, toStatus: status, actorKind: status === 'visit_planned' ? 'household' : 'installer', actorName: 'demo', reason: status === 'cancelled' ? 'noRoom' : null, createdAt: at });
      if (status === 'visited') Object.assign(order, { visitedOn: isoDateInBrussels(at), hardnessFh: 18 + (order.id % 25), suitable: path.includes('cancelled') ? false : true });
      if (status === 'installation_planned') order.installationPlannedOn = addDays(isoDateInBrussels(at), 10);
      if (status === 'installed') Object.assign(order, { installedOn: isoDateInBrussels(at), serialNumber: `HB-DEMO-${order.id}` });
      if (status === 'cancelled') Object.assign(order, { cancelledAt: at, cancelReason: 'noRoom', unsuitableReason: 'noRoom' });
    }
    order.status = path[path.length - 1] ?? 'accepted';
    if (path.length > 1) order.firstContactAt = new Date(order.acceptedAt.getTime() + DAY_MS);
    if (order.status === 'visit_planned') {
      const start = new Date(Math.max(now.getTime(), order.acceptedAt.getTime()) + 2 * DAY_MS);
      start.setUTCHours(8, 0, 0, 0);
      const slots = [0, 1].map((days) => fork.create(VisitSlot, { order, startsAt: new Date(start.getTime() + days * DAY_MS), endsAt: new Date(start.getTime() + days * DAY_MS + 2 * 3_600_000) }));
      const [first] = slots;
      if (first) fork.create(Appointment, { order, uid: `${randomUUID()}@groepsaankoop-waterverzachters`, sequence: 0, startsAt: first.startsAt, endsAt: first.endsAt, status: 'booked' });
    }
  }
  await fork.flush();
  return orders.length;
}
