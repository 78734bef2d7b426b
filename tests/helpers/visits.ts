/**
 * Fixtures of the visit tests (issue 34): a lead whose proposal was accepted (its household link's
 * token and its order), an installer company's user and its token, and the mails of a lead.
 */
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { bearer, insertLeads } from './admin.ts';
import { TERMS } from './sales.ts';

export interface Mail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  calendar: string | null;
}

export async function mailsOf(t: TestApp, leadId: number, kind: string): Promise<Mail[]> {
  return t.db.orm.em
    .fork()
    .execute<Mail[]>(`select "kind", "recipient", "subject", "text", "html", "calendar" from "mail_outbox" where "lead_id" = ? and "kind" = ? order by "id"`, [leadId, kind]);
}

/** A lead with an accepted proposal of seller `installerId`: its number, its link's token and its order's number. */
export async function acceptedOrder(t: TestApp, staff: { authorization: string }, installerId: number, fields: Record<string, unknown> = {}) {
  const [lead] = await insertLeads(t.db, [{ email: `v${Math.random().toString(36).slice(2)}@example.be`, ...fields }]);
  const id = lead?.id ?? 0;
  const sent = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${id}/proposals`, headers: staff, payload: { ...TERMS, installerId } });
  expect(sent.statusCode, sent.body).toBe(201);
  const [mail] = await mailsOf(t, id, 'proposal');
  const token = /#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
  const answer = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/accept', payload: { token, proposalId: sent.json().id, confirm: true } });
  expect(answer.statusCode, answer.body).toBe(200);
  const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: staff })).json();
  return { leadId: id, token, orderId: detail.order.id as number };
}

/** Creates a user of installer `installerId` (in `language`) through the staff's REST path and signs it in: its bearer header. */
export async function installerUser(t: TestApp, staff: { authorization: string }, installerId: number, username: string, language: 'nl' | 'fr' = 'nl') {
  const password = 'een-lang-installateurswachtwoord';
  const created = await t.app.inject({ method: 'POST', url: `/api/admin/installers/${installerId}/users`, headers: staff, payload: { username, password, language } });
  expect(created.statusCode, created.body).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  expect(login.statusCode, login.body).toBe(200);
  expect(login.json().role).toBe('installer');
  return bearer(login.json().token as string);
}

/** An ISO 8601 moment with offset `days` ahead at `hour`:00 Brussels (winter or summer time alike, via the offset of that day). */
export function brusselsMoment(daysAhead: number, hour: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const noon = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', timeZoneName: 'shortOffset' }).formatToParts(noon).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+1';
  const hours = Number(/GMT([+-]\d+)/.exec(offset)?.[1] ?? 1);
  return `${day}T${String(hour).padStart(2, '0')}:00:00+${String(hours).padStart(2, '0')}:00`;
}
