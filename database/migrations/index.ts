import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_initial } from './Migration20261121000000_initial.ts';
import { Migration20261121010000_lead_attribution } from './Migration20261121010000_lead_attribution.ts';
import { Migration20261121020000_admin } from './Migration20261121020000_admin.ts';
import { Migration20261121020100_lead_search } from './Migration20261121020100_lead_search.ts';
import { Migration20261121020200_lead_new_index } from './Migration20261121020200_lead_new_index.ts';
import { Migration20261121030000_mail_outbox } from './Migration20261121030000_mail_outbox.ts';
import { Migration20261123010000_lead_mailbox_index } from './Migration20261123010000_lead_mailbox_index.ts';
import { Migration20261123020000_lead_search_unaccented } from './Migration20261123020000_lead_search_unaccented.ts';
import { Migration20261123030000_lead_last_contact } from './Migration20261123030000_lead_last_contact.ts';
import { Migration20261123040000_submit_lead_function } from './Migration20261123040000_submit_lead_function.ts';
import { Migration20261123050000_outbox_due_order } from './Migration20261123050000_outbox_due_order.ts';
import { Migration20261125030000_lead_mailbox } from './Migration20261125030000_lead_mailbox.ts';
import { Migration20261125030010_lead_status_check } from './Migration20261125030010_lead_status_check.ts';
import { Migration20261125030020_lead_privacy_version } from './Migration20261125030020_lead_privacy_version.ts';
import { Migration20261125030030_submit_lead_any_columns } from './Migration20261125030030_submit_lead_any_columns.ts';
import { Migration20261125050000_lead_version } from './Migration20261125050000_lead_version.ts';
import { Migration20261125050100_lead_phone_e164 } from './Migration20261125050100_lead_phone_e164.ts';
import { Migration20261125060000_household_page } from './Migration20261125060000_household_page.ts';
import { Migration20261125060010_submit_lead_link } from './Migration20261125060010_submit_lead_link.ts';
import { Migration20261125070000_proposals } from './Migration20261125070000_proposals.ts';
import { Migration20261125080000_lead_language } from './Migration20261125080000_lead_language.ts';
import { Migration20261125090000_functions_plpgsql } from './Migration20261125090000_functions_plpgsql.ts';
import { Migration20261127100000_jobs } from './Migration20261127100000_jobs.ts';
import { Migration20261127120000_sales } from './Migration20261127120000_sales.ts';
import { Migration20261127140000_phone_e164_from_the_app } from './Migration20261127140000_phone_e164_from_the_app.ts';
import { Migration20261127150000_rounds } from './Migration20261127150000_rounds.ts';
import { Migration20261127160000_visits } from './Migration20261127160000_visits.ts';
import { Migration20261128100000_installer_users } from './Migration20261128100000_installer_users.ts';
import { Migration20261128160000_place_facts } from './Migration20261128160000_place_facts.ts';
import { Migration20261128160100_place_facts_research } from './Migration20261128160100_place_facts_research.ts';
import { Migration20261128214500_mail_transport_status } from './Migration20261128214500_mail_transport_status.ts';
import { Migration20261128230000_seller_terms } from './Migration20261128230000_seller_terms.ts';
import { Migration20261128230100_proposal_deposit } from './Migration20261128230100_proposal_deposit.ts';
import { Migration20261129100000_aftercare } from './Migration20261129100000_aftercare.ts';

/**
 * Every migration, in order. Listing them (instead of a folder glob) makes the same list work under
 * Node, Vitest and a bundle alike. `npm run db:migration:create` writes a new file and prints its line.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121010000_lead_attribution', class: Migration20261121010000_lead_attribution },
  { name: 'Migration20261121020000_admin', class: Migration20261121020000_admin },
  { name: 'Migration20261121020100_lead_search', class: Migration20261121020100_lead_search },
  { name: 'Migration20261121020200_lead_new_index', class: Migration20261121020200_lead_new_index },
  { name: 'Migration20261121030000_mail_outbox', class: Migration20261121030000_mail_outbox },
  { name: 'Migration20261123010000_lead_mailbox_index', class: Migration20261123010000_lead_mailbox_index },
  { name: 'Migration20261123020000_lead_search_unaccented', class: Migration20261123020000_lead_search_unaccented },
  { name: 'Migration20261123030000_lead_last_contact', class: Migration20261123030000_lead_last_contact },
  { name: 'Migration20261123040000_submit_lead_function', class: Migration20261123040000_submit_lead_function },
  { name: 'Migration20261123050000_outbox_due_order', class: Migration20261123050000_outbox_due_order },
  { name: 'Migration20261125030000_lead_mailbox', class: Migration20261125030000_lead_mailbox },
  { name: 'Migration20261125030010_lead_status_check', class: Migration20261125030010_lead_status_check },
  { name: 'Migration20261125030020_lead_privacy_version', class: Migration20261125030020_lead_privacy_version },
  { name: 'Migration20261125030030_submit_lead_any_columns', class: Migration20261125030030_submit_lead_any_columns },
  { name: 'Migration20261125050000_lead_version', class: Migration20261125050000_lead_version },
  { name: 'Migration20261125050100_lead_phone_e164', class: Migration20261125050100_lead_phone_e164 },
  { name: 'Migration20261125060000_household_page', class: Migration20261125060000_household_page },
  { name: 'Migration20261125060010_submit_lead_link', class: Migration20261125060010_submit_lead_link },
  { name: 'Migration20261125070000_proposals', class: Migration20261125070000_proposals },
  { name: 'Migration20261125080000_lead_language', class: Migration20261125080000_lead_language },
  { name: 'Migration20261125090000_functions_plpgsql', class: Migration20261125090000_functions_plpgsql },
  { name: 'Migration20261127100000_jobs', class: Migration20261127100000_jobs },
  { name: 'Migration20261127120000_sales', class: Migration20261127120000_sales },
  { name: 'Migration20261127140000_phone_e164_from_the_app', class: Migration20261127140000_phone_e164_from_the_app },
  { name: 'Migration20261127150000_rounds', class: Migration20261127150000_rounds },
  { name: 'Migration20261127160000_visits', class: Migration20261127160000_visits },
  { name: 'Migration20261128100000_installer_users', class: Migration20261128100000_installer_users },
  { name: 'Migration20261128160000_place_facts', class: Migration20261128160000_place_facts },
  { name: 'Migration20261128160100_place_facts_research', class: Migration20261128160100_place_facts_research },
  { name: 'Migration20261128214500_mail_transport_status', class: Migration20261128214500_mail_transport_status },
  { name: 'Migration20261128230000_seller_terms', class: Migration20261128230000_seller_terms },
  { name: 'Migration20261128230100_proposal_deposit', class: Migration20261128230100_proposal_deposit },
  { name: 'Migration20261129100000_aftercare', class: Migration20261129100000_aftercare },
];
