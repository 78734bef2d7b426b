/**
 * The canonical (E.164) form of a lead's phone number, `leads.phone_e164`, which the back office's search
 * matches any typing of a number against. The app writes it (src/leads/phone.ts: the numbering plan of
 * libphonenumber, one definition for the browser, the server and the database): the signup passes it
 * to `submit_lead` with the lead's other columns, the entity sets it whenever the phone number changes.
 * Until issue 31 PostgreSQL computed it in a generated column with a rule of its own (decision 028,
 * amended); the leads stored then keep the value it gave them.
 */

export const LEAD_PHONE_INDEX = 'leads_phone_e164_trgm_index';
