/**
 * The documented REST paths (`/api/*`, `/healthz`): thin adapters over the tRPC procedures, one module
 * per domain. Each builds the same context, calls the same procedure, and maps errors in http.ts. The
 * paths of a role (every staff path under /api/admin/) get that role's check first (roles.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { adminRoutes } from './admin.ts';
import { aftercareRoutes } from './aftercare.ts';
import { healthRoutes } from './health.ts';
import { householdPageRoutes } from './household-page.ts';
import { householdRoutes } from './households.ts';
import { installerUserRoutes } from './installer-users.ts';
import { leadRoutes } from './lead-signup.ts';
import { placeRoutes } from './places.ts';
import { proposalRoutes } from './proposals.ts';
import { guardRolePaths } from './roles.ts';
import { roundRoutes } from './rounds.ts';
import { salesRoutes } from './sales.ts';
import { seoRoutes } from './seo.ts';
import { visitRoutes } from './visits.ts';

export async function registerRestRoutes(app: FastifyInstance, deps: AppDeps) {
  guardRolePaths(app, deps);
  await healthRoutes(app, deps);
  await householdRoutes(app, deps);
  await leadRoutes(app, deps);
  await householdPageRoutes(app, deps);
  await proposalRoutes(app, deps);
  await roundRoutes(app, deps);
  await placeRoutes(app, deps);
  await salesRoutes(app, deps);
  await visitRoutes(app, deps);
  await installerUserRoutes(app, deps);
  await aftercareRoutes(app, deps);
  await seoRoutes(app, deps);
  await adminRoutes(app, deps);
}
