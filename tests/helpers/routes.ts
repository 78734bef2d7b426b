/**
 * The app's own lists of what a caller can reach: every REST route as Fastify's route tree prints it,
 * and every tRPC procedure of the root router with its kind.
 */
import { appRouter } from '../../server/trpc/router.ts';

/** Every route of the app as [path, methods], read from Fastify's route tree (`printRoutes({ commonPrefix: false })`). */
export function routeTable(tree: string): Array<[string, string[]]> {
  const routes: Array<[string, string[]]> = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    routes.push([path, (match[3] as string).split(', ')]);
  }
  return routes;
}

/** Every procedure of the root router: its dotted path and whether it is a query or a mutation. */
export function procedures(): Array<{ path: string; type: 'query' | 'mutation' }> {
  const all = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>;
  return Object.entries(all)
    .filter(([, procedure]) => procedure._def.type !== 'subscription')
    .map(([path, procedure]) => ({ path, type: procedure._def.type as 'query' | 'mutation' }));
}
