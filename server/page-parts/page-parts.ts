/**
 * Every part of the pre-rendered pages that comes from the database, in one place (decision 048), and the
 * one entry point for a service whose change alters one: `pagesChanged(tx, name)` in the change's
 * transaction. It raises the part's version (each instance then knows its copies are out of date) and
 * queues the background job `pages.rewrite`, which writes the pages again: the server's copies and, in the
 * production topology, nginx's files. To add a part: an entry here, a marker in the page's component
 * (src/page-parts/markers.ts), and `pagesChanged` where its data changes.
 */
import type { Em } from '../../database/orm.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { PagePart } from './page-part.ts';
import { hardnessPart } from './hardness-part.ts';
import { placePart } from './place-part.ts';
import { promisesPart } from './promises-part.ts';
import { reviewsPart } from './reviews-part.ts';
import { roundPart } from './round-part.ts';

export const PAGE_PARTS = {
  round: roundPart,
  hardness: hardnessPart,
  place: placePart,
  promises: promisesPart,
  reviews: reviewsPart,
} satisfies Record<string, PagePart<unknown>>;

export type PagePartName = keyof typeof PAGE_PARTS;

/** The job that writes the pages again; its key says why (a change, a moment, the start-up). */
export const PAGES_REWRITE_JOB = 'pages.rewrite';

/** Call in the transaction `tx` of every change to a part's data; then wake the job runner after commit. */
export async function pagesChanged(tx: Em, name: PagePartName): Promise<void> {
  await tx.execute(
    `insert into "page_parts" ("name", "version", "changed_at") values (?, 2, now())
     on conflict ("name") do update set "version" = "page_parts"."version" + 1, "changed_at" = now()`,
    [name],
  );
  await enqueueJob(tx, PAGES_REWRITE_JOB, { key: `changed:${name}` });
}
