import { defineEntity, p } from '@mikro-orm/core';

/**
 * A part of the pre-rendered pages whose content comes from the database (server/page-parts/, decision
 * 048): its version is raised in the transaction of every change of its data, so that each instance
 * learns that its copies of the pages are out of date.
 */
const PagePartSchema = defineEntity({
  name: 'PagePart',
  tableName: 'page_parts',
  properties: {
    name: p.string().length(50).primary(),
    version: p.integer().default(1),
    changedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

export class PagePart extends PagePartSchema.class {}
PagePartSchema.setClass(PagePart);
