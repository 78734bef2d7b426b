/**
 * How the mail transport fares (issue 45): the outbox worker records every attempt that failed for a
 * reason of the transport (the server unreachable, refused sign-in, a time-out, a full disk for the
 * `.eml` files) and clears "failing" at the next mail that gets through. A refused recipient is the
 * mail's problem, not the transport's: it stays on that mail's row only. Staff read it in GET
 * /api/admin/jobs and the back office; once mail has failed longer than MAIL_ALERT_AFTER the dashboard
 * says so and /healthz answers `mail-failing`.
 */
import type { Em } from '../../../database/orm.ts';

export interface MailTransportState {
  /** Since when no mail got through while attempts failed (ISO), or null: mail goes out. */
  failingSince: string | null;
  /** Attempts that failed since then. */
  failedAttempts: number;
  /** The latest error of the transport (addresses taken out) and when it happened, or null. */
  lastError: string | null;
  lastErrorAt: string | null;
  /** True once it has failed longer than MAIL_ALERT_AFTER. */
  alert: boolean;
}

const ROW = 1;

/** E-mail addresses in a server's message (a recipient quoted back) are replaced: nothing of a lead is kept here. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '<adres>');
}

/** A recipient refused by the server (nodemailer's code), not a failure of the transport. */
export function isRecipientRefusal(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'EENVELOPE';
}

export async function recordMailFailure(em: Em, error: { code: string; message: string }, at: Date): Promise<void> {
  await em.execute(
    `insert into "mail_transport_status" ("id", "failing_since", "failed_attempts", "last_error", "last_error_at") values (?, ?, 1, ?, ?)
     on conflict ("id") do update set "failing_since" = coalesce("mail_transport_status"."failing_since", excluded."failing_since"),
       "failed_attempts" = "mail_transport_status"."failed_attempts" + 1, "last_error" = excluded."last_error", "last_error_at" = excluded."last_error_at"`,
    [ROW, at, withoutAddresses(`${error.code}: ${error.message}`).slice(0, 1000), at],
  );
}

/** A mail got through: mail no longer fails (a statement that changes nothing while mail goes out). */
export async function recordMailSent(em: Em): Promise<void> {
  await em.execute(`update "mail_transport_status" set "failing_since" = null, "failed_attempts" = 0 where "id" = ? and "failing_since" is not null`, [ROW]);
}

/** Whether mail that has failed since `failingSince` has failed for longer than `alertAfterMs` at `now`. */
export function mailAlert(failingSince: Date | string | null, alertAfterMs: number, now = new Date()): boolean {
  return failingSince !== null && now.getTime() - new Date(failingSince).getTime() >= alertAfterMs;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function mailTransportState(em: Em, alertAfterMs: number, now = new Date()): Promise<MailTransportState> {
  const [row] = await em.execute<Array<{ failing_since: Date | null; failed_attempts: number; last_error: string | null; last_error_at: Date | null }>>(
    `select "failing_since", "failed_attempts", "last_error", "last_error_at" from "mail_transport_status" where "id" = ?`,
    [ROW],
  );
  return {
    failingSince: iso(row?.failing_since ?? null),
    failedAttempts: Number(row?.failed_attempts ?? 0),
    lastError: row?.last_error ?? null,
    lastErrorAt: iso(row?.last_error_at ?? null),
    alert: mailAlert(row?.failing_since ?? null, alertAfterMs, now),
  };
}
