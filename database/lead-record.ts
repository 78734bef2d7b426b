/**
 * What follows from the one definition of a lead, the entity in database/entities/Lead.ts: the list of
 * its fields, their column names, and the mapping of a row (from the ORM or from SQL) to the JSON the
 * back office and the API show. The types of a lead's values live on the ground floor, where browser
 * code reads them too (src/leads/lead-values.ts); the compiler checks here that the entity holds exactly
 * those. Nothing else here names a single field, so a field added to the entity (its migration, and its
 * type in lead-values.ts) reaches the signup, the detail and the API without a change here
 * (docs/architecture.md, "Adding a field to the lead").
 */
import { DateTimeType, type Opt, UnderscoreNamingStrategy } from '@mikro-orm/core';
import type { LeadField, LeadJson, LeadValues } from '../src/leads/lead-values.ts';
import { type Lead, LeadSchema } from './entities/Lead.ts';

/** The one column PostgreSQL writes and nobody reads as a value: the back office's search text. */
type InternalField = 'searchText';

/** The ORM marks defaults and hidden fields on their types; the plain type underneath. */
type Plain<T> = T extends Opt<infer U> ? U : T;

/** A lead's values as the entity types them. */
type EntityValues = { [K in Exclude<keyof Lead & string, InternalField>]: Plain<Lead[K]> };

/** True when each type is assignable to the other: the same fields, of the same types. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;

/**
 * The entity holds exactly the fields and types of src/leads/lead-values.ts: a field added to one and
 * not the other, or typed otherwise, fails here.
 */
type _EntityMatchesLeadValues = Check<Same<EntityValues, LeadValues>>;

/** A value as raw SQL reads it: a time as a Date, or as text (PGlite through `em.execute`). */
type SqlValue<T> = T extends Date ? T | string : T;

/** A lead's values as an entity holds them or raw SQL reads them. */
export type LeadSqlValues = { [K in LeadField]: SqlValue<LeadValues[K]> };

const properties = Object.entries(LeadSchema.meta.properties);

/** Every field of a lead, in the entity's order (the search text, an internal column, left out). */
export const LEAD_FIELDS = properties.filter(([, prop]) => !prop.hidden).map(([name]) => name as LeadField);

/** The fields that hold a moment (JSON: ISO text; raw SQL through PGlite reads them as text). */
const TIME_FIELDS = new Set(properties.filter(([, prop]) => (prop.type as unknown) === DateTimeType).map(([name]) => name));

// The ORM's naming of columns for SQL databases (its default): firstName -> first_name.
const naming = new UnderscoreNamingStrategy();

/** The column of a field. */
export function leadColumn(field: LeadField): string {
  return naming.propertyToColumnName(field);
}

/** A SQL select list of these fields, each named as the entity names it (`"first_name" as "firstName"`). */
export function selectLeadFields(fields: readonly LeadField[]): string {
  return fields.map((field) => `"${leadColumn(field)}" as "${field}"`).join(', ');
}

/** `T` when each of its keys is a field of the lead; a key that is not makes its value `never`. */
type OnlyLeadFields<T> = T & Record<Exclude<keyof T, LeadField>, never>;

/**
 * Values keyed by field, keyed by column instead (for SQL that reads JSON with the table's column
 * names, such as `submit_lead`). A value that is no field of the lead, or of a type its field cannot
 * hold, does not compile. Undefined values are left out, so their columns get their defaults.
 */
export function byColumn<T extends Partial<LeadValues>>(values: OnlyLeadFields<T>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined) row[leadColumn(field as LeadField)] = value;
  }
  return row;
}

/** These fields of a lead (an entity, or a row read with `selectLeadFields`) as JSON. */
export function leadJson<F extends LeadField>(source: Pick<LeadSqlValues, F>, fields: readonly F[]): Pick<LeadJson, F> {
  const json: Partial<Record<F, unknown>> = {};
  for (const field of fields) {
    const value: unknown = source[field];
    if (value === undefined || value === null) json[field] = null;
    else if (TIME_FIELDS.has(field)) json[field] = new Date(value as Date | string).toISOString();
    else json[field] = value;
  }
  return json as Pick<LeadJson, F>;
}
