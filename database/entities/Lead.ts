import { defineEntity, p } from '@mikro-orm/core';
import { LOCALES } from '../../src/i18n/locale.ts';
import { LEAD_LIMITS as L } from '../../src/leads/limits.ts';
import { LEAD_STATUSES } from '../../src/leads/status.ts';
import { PRIVACY_VERSION_DATE } from '../../src/site.ts';
import { LEAD_SEARCH_DOCUMENT, LEAD_SEARCH_INDEX } from '../lead-search.ts';
import { phoneE164 } from '../../src/leads/phone.ts';
import { LEAD_PHONE_INDEX } from '../lead-phone.ts';

/** A household that signed up through the form (spec section 3, table `leads`). */
export const LeadSchema = defineEntity({
  name: 'Lead',
  tableName: 'leads',
  properties: {
    id: p.integer().primary().autoincrement(),
    firstName: p.string().length(L.firstName),
    lastName: p.string().length(L.lastName),
    phone: p.string().length(L.phone),
    email: p.string().length(L.email),
    street: p.string().length(L.street).nullable(),
    houseNumber: p.string().length(L.houseNumber).nullable(),
    postalCode: p.string().length(L.postalCode),
    city: p.string().length(L.city),
    waterSoftenerType: p.string().length(L.waterSoftenerType),
    hasWifi: p.boolean(),
    sourceUrl: p.string().length(L.sourceUrl).nullable(),
    // One of the five (spec section 4); the database checks it (constraint leads_status_check).
    status: p.enum(LEAD_STATUSES).columnType(`varchar(${L.status})`).default('new'),
    // Attribution beyond the spec: the campaign that brought the visitor and the first page of the visit.
    utmSource: p.string().length(L.utm).nullable(),
    utmMedium: p.string().length(L.utm).nullable(),
    utmCampaign: p.string().length(L.utm).nullable(),
    landingPage: p.string().length(L.landingPage).nullable(),
    /**
     * The version (date) of the privacy statement the household consented to by signing up: the
     * statement's version constant at that moment (src/site.ts; issue 22).
     */
    privacyVersion: p
      .string()
      .length(L.privacyVersion)
      .onCreate(() => PRIVACY_VERSION_DATE),
    /**
     * The language of the pages the household signed up on (issue 25): its mails are written in it.
     * Dutch for every lead stored before French pages existed; the database checks the value
     * (constraint leads_language_check).
     */
    language: p.enum(LOCALES).columnType('varchar(2)').default('nl'),
    // What the back office searches in (database/lead-search.ts): written by PostgreSQL, never by the app.
    searchText: p
      .text()
      .generated(`(${LEAD_SEARCH_DOCUMENT}) stored`)
      .ignoreSchemaChanges('type', 'extra')
      .lazy()
      .hidden()
      .nullable(),
    // Back office (issue 26): the phone number in E.164, found by any way it is typed (database/lead-phone.ts).
    // Set from the phone number whenever the ORM writes the lead; the signup passes it to submit_lead.
    // (Null for a number that is none of the plan: the hooks' type asks for the column's type without null.)
    phoneE164: p
      .text()
      .nullable()
      .onCreate((lead: { phone: string }) => phoneE164(lead.phone) as string)
      .onUpdate((lead: { phone: string }) => phoneE164(lead.phone) as string),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /**
     * The latest of the signup, a status change and a staff note (decision 016): the retention period
     * counts from here. Kept by the services that write those (lead-admin.ts).
     */
    lastContactAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /**
     * When the household first opened its own page through the personal link of its mail (issue 23):
     * proof that the address belongs to whoever signed up (double opt-in). Null until then; staff may
     * still call an unconfirmed lead. Set by server/services/household-page/, never by staff.
     */
    confirmedAt: p.datetime().columnType('timestamptz').nullable(),
    /**
     * When the household asked for no more mail (issue 23): from then on the outbox withholds every
     * mail but those the law requires or the household itself asks for (docs/decisions/030). Null: mail
     * as usual.
     */
    mailStoppedAt: p.datetime().columnType('timestamptz').nullable(),
    /**
     * When the household asked to erase everything while an order of its must be kept for the seller's
     * legal duties (issue 33, decision 046): what the order does not need went at that moment; the rest
     * goes when the order's keeping period ends (the retention purge). Null: no such request.
     */
    erasureRequestedAt: p.datetime().columnType('timestamptz').nullable(),
    /**
     * Back office (issue 26): the lead's version, raised by every status change and staff note. It is
     * the REST `ETag`, and a change made against an older version is refused (412): no silent lost
     * update between two members of staff. MikroORM raises it on each update of the entity; the
     * note's SQL raises it itself (server/services/lead-admin.ts).
     */
    version: p.integer().version().default(1),
  },
  indexes: [
    { name: 'leads_last_contact_at_index', properties: 'lastContactAt' },
    { name: 'leads_created_at_index', properties: 'createdAt' },
    // The status filters of the back office's list, in its order ('new' most of all).
    { name: 'leads_status_created_at_index', properties: ['status', 'createdAt'] },
    {
      // The inbox an address reaches (the SQL function lead_mailbox, decision 023): the daily cap on
      // confirmation mails and the double-submit check of submit_lead look leads up by it.
      name: 'leads_mailbox_index',
      expression: 'create index "leads_mailbox_index" on "leads" ("lead_mailbox"("email"), "created_at")',
    },
    // The back office's search (see database/lead-search.ts); pg_trgm is created by its migration.
    {
      name: LEAD_SEARCH_INDEX,
      expression: `create index "${LEAD_SEARCH_INDEX}" on "leads" using gin ("search_text" gin_trgm_ops)`,
    },
    // The back office's search by phone number (see database/lead-phone.ts).
    {
      name: LEAD_PHONE_INDEX,
      expression: `create index "${LEAD_PHONE_INDEX}" on "leads" using gin ("phone_e164" gin_trgm_ops)`,
    },
  ],
});

export class Lead extends LeadSchema.class {}
LeadSchema.setClass(Lead);
