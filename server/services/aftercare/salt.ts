/**
 * Salt as promised (issue 44 item 5): the household asks on its page for an amount of its allowance and
 * a week that suits (never more than is left: 409 with what is left); the seller's installer users (their
 * own company's deliveries only: another's answers 404) or staff confirm it, record it delivered (the day,
 * what was brought) or cancel it, the household mailed at each; the page shows what is left.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead, SaltDelivery } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import type { SaltRequestInput } from '../../../src/aftercare/household-schema.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import { aftercareNoticeTexts } from '../../../src/aftercare/notice-texts.ts';
import { maySaltStep, saltBalance } from '../../../src/aftercare/salt.ts';
import type { SaltStepInput } from '../../../src/aftercare/schema.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { HOUSEHOLD_ACTOR } from '../household-page/household-erasure.ts';
import type { VisitActor } from '../visits/visit-actors.ts';
import { writeHouseholdMail, writeSellerNotice } from './aftercare-mails.ts';
import { householdSoftener } from './household-softener.ts';
import { saltDeliveriesOf } from './salt-reads.ts';
import { supportActor } from './support-actions.ts';
import type { SupportMailSettings } from './support-transition.ts';

/** The household asks for `kg` of its allowance in the week of `week` (its Monday): 201 with the delivery's number. */
export function askForSalt(em: Em, input: SaltRequestInput, settings: SupportMailSettings, now = new Date()): Promise<{ id: number }> {
  return em.transactional(async (tx) => {
    const softener = await householdSoftener(tx, input.token, { lock: true });
    const { order, aftercare } = softener;
    const balance = saltBalance(aftercare.terms?.salt ?? null, order.installedOn ?? isoDateInBrussels(now), await saltDeliveriesOf(tx, order.id), isoDateInBrussels(now));
    if (!balance || input.kg > balance.leftKg) throw new DomainError('saltNotAvailable', { leftKg: balance?.leftKg ?? 0 }).for(order.lead.language);
    const delivery = tx.create(SaltDelivery, { order, kg: input.kg, week: input.week, status: 'asked', askedAt: now });
    await tx.flush();
    const left = balance.leftKg - input.kg;
    await writeSellerNotice(tx, order, (locale) => ({ head: aftercareNoticeTexts(locale).saltHead, line: aftercareNoticeTexts(locale).salt(input.kg, aftercareMailTexts(locale).day(input.week), delivery.id, left) }), settings, now);
    recordAudit(tx, { action: 'salt.asked', actor: HOUSEHOLD_ACTOR, leadId: order.lead.id, details: { orderId: order.id, deliveryId: delivery.id, kg: input.kg } });
    await tx.flush();
    return { id: delivery.id };
  });
}

/** The seller's step on delivery `id`: confirmed, delivered (on a day, the kilograms brought) or cancelled. */
export function stepSalt(em: Em, actor: VisitActor, input: SaltStepInput, settings: SupportMailSettings, now = new Date()): Promise<{ id: number; status: string }> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<Array<{ lead_id: number }>>(
      `select o."lead_id" from "salt_deliveries" d join "orders" o on o."id" = d."order_id" where d."id" = ?${actor.kind === 'installer' ? ' and o."installer_id" = ?' : ''}`,
      actor.kind === 'installer' ? [input.id, actor.installerId] : [input.id],
    );
    if (!rows[0]) throw new DomainError('saltDeliveryNotFound');
    await tx.findOne(Lead, { id: rows[0].lead_id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const delivery = await tx.findOneOrFail(SaltDelivery, { id: input.id }, { populate: ['order', 'order.lead', 'order.installer'], refresh: true });
    if (!maySaltStep(delivery.status, input.to)) throw new DomainError('supportTransitionRefused', { from: delivery.status, to: input.to });
    const { order } = delivery;
    delivery.status = input.to;
    if (input.to === 'confirmed') delivery.confirmedAt = now;
    if (input.to === 'delivered') {
      delivery.deliveredOn = input.deliveredOn;
      delivery.kg = input.kg ?? delivery.kg;
    }
    const M = aftercareMailTexts(order.lead.language).salt;
    const lines = {
      confirmed: () => M.confirmed(delivery.kg, delivery.week, order.installer.name),
      delivered: () => M.delivered(delivery.kg, delivery.deliveredOn ?? ''),
      cancelled: () => M.cancelled(delivery.kg, delivery.week, order.installer.name),
    }[input.to];
    writeHouseholdMail(tx, order, { kind: 'salt-delivery', subject: M.subject[input.to], lines: [lines()] }, settings.publicUrl, now);
    recordAudit(tx, { action: `salt.${input.to}`, actor: supportActor(actor).name, leadId: order.lead.id, details: { orderId: order.id, deliveryId: delivery.id, kg: delivery.kg } });
    await tx.flush();
    return { id: delivery.id, status: delivery.status };
  });
}

/** The deliveries asked for or confirmed of installer `installerId` (null: all), by week. */
export async function saltToDeliver(em: Em, installerId: number | null) {
  const rows = await em.execute<Array<{ id: number; order_id: number; kg: number; week: string; status: 'asked' | 'confirmed'; first_name: string; last_name: string; street: string | null; house_number: string | null; postal_code: string; city: string; phone: string }>>(
    `select d."id", d."order_id", d."kg", d."week"::text as "week", d."status", l."first_name", l."last_name", l."street", l."house_number", l."postal_code", l."city", l."phone"
     from "salt_deliveries" d join "orders" o on o."id" = d."order_id" join "leads" l on l."id" = o."lead_id"
     where d."status" in ('asked', 'confirmed')${installerId === null ? '' : ' and o."installer_id" = ?'} order by d."week", d."id" limit 200`,
    installerId === null ? [] : [installerId],
  );
  return {
    deliveries: rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      kg: row.kg,
      week: row.week,
      status: row.status,
      household: { name: `${row.first_name} ${row.last_name}`, address: addressLine({ street: row.street, houseNumber: row.house_number, postalCode: row.postal_code, city: row.city }), phone: row.phone },
    })),
  };
}
