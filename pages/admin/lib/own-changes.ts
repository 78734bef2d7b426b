/**
 * The status changes and notes this screen wrote itself (src/admin/lead-changes.ts keys): the drawer
 * reports colleagues' changes, not the staff member's own.
 */
export const ownEntries = new Set<string>();
