import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_initial } from './Migration20261121000000_initial.ts';
import { Migration20261121010000_lead_attribution } from './Migration20261121010000_lead_attribution.ts';
import { Migration20261121030000_mail_outbox } from './Migration20261121030000_mail_outbox.ts';

/**
 * Every migration, in order. Listing them (instead of a folder glob) makes the same list work under
 * Node, Vitest and a bundle alike. `npm run db:migration:create` writes a new file and prints its line.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121010000_lead_attribution', class: Migration20261121010000_lead_attribution },
  { name: 'Migration20261121030000_mail_outbox', class: Migration20261121030000_mail_outbox },
];
