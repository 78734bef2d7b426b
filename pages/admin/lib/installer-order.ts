/** An order as the installer's view gets it (`installer.orders`), and its dates as the date rules read them. */
import type { inferRouterOutputs } from '@trpc/server';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import type { OrderDates } from '../../../src/orders/date-rules.ts';
import type { AppRouter } from '../../../src/trpc/app-router.ts';

export type InstallerOrder = inferRouterOutputs<AppRouter>['installer']['orders']['orders'][number];

/** The order's dates (src/orders/date-rules.ts): the bounds of the installer's date pickers. */
export function datesOfOrder(order: InstallerOrder): OrderDates {
  return { acceptedOn: isoDateInBrussels(order.acceptedAt), visitedOn: order.visitedOn, installedOn: order.installedOn, withdrawnOn: order.withdrawnOn };
}
