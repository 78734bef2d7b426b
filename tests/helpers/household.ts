/**
 * A household with its personal link, for the tests of its own page (issue 23): signs up over HTTP, as
 * a browser does, and reads the link from the confirmation mail the signup queued.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/orm.ts';
import { uniqueHousehold } from './leads.ts';

/** The token of the first personal link in a mail's text (to the page in either language), or null. */
export function linkTokenIn(text: string): string | null {
  return /\/(?:mijn-aanmelding|fr\/mon-inscription)#([A-Za-z0-9_-]{43})\b/.exec(text)?.[1] ?? null;
}

/** The token of the newest mail of `kind` queued for lead `id` (read before the worker empties it). */
export async function queuedLinkToken(db: Database, id: number, kind = 'lead-confirmation'): Promise<string> {
  const rows = await db.orm.em
    .fork()
    .execute<Array<{ text: string }>>(`select "text" from "mail_outbox" where "lead_id" = ? and "kind" = ? order by "id" desc limit 1`, [id, kind]);
  const token = linkTokenIn(rows[0]?.text ?? '');
  if (!token) throw new Error(`no ${kind} with a link queued for lead ${id}`);
  return token;
}

export interface SignedUpHousehold {
  id: number;
  email: string;
  token: string;
  fields: ReturnType<typeof uniqueHousehold>;
}

/** Signs a new household up through `POST /api/leads`; its lead number, address and link. */
export async function signUpWithLink(app: FastifyInstance, db: Database, overrides: Record<string, unknown> = {}): Promise<SignedUpHousehold> {
  const fields = uniqueHousehold(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/leads', payload: fields });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const { id } = res.json() as { id: number };
  return { id, email: fields.email, token: await queuedLinkToken(db, id), fields };
}

/** `POST /api/household-page/<action>` with a JSON body. */
export function householdPost(app: FastifyInstance, action: string, payload: unknown, options: { remoteAddress?: string } = {}) {
  return app.inject({ method: 'POST', url: `/api/household-page/${action}`, payload: payload as object, ...options });
}
