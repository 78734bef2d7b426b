/**
 * The measured-hardness part of the place pages (issue 34 item 6, decision 053): the hardness installers
 * measured at the technical visits, per place, from five different addresses on
 * (src/places/measured-hardness.ts). Written again when a visit is recorded (`pagesChanged(tx,
 * 'hardness')` in its transaction) and at every start-up; it never changes by the clock alone.
 */
import type { Em } from '../../database/orm.ts';
import { isHardnessPartArgs, type MeasuredHardness, type Measurement, measuredHardnessByPlace, measuredHardnessHtml } from '../../src/places/measured-hardness.ts';
import type { PagePart } from './page-part.ts';

/** Every measured address: the visits' hardness with the household's address (an erased household's is gone with it). */
export async function measurements(em: Em): Promise<Measurement[]> {
  const rows = await em.execute<Array<{ postalCode: string; city: string; address: string; hardnessFh: string | number; visitedOn: string }>>(
    `select l."postal_code" as "postalCode", l."city" as "city",
       concat_ws(' ', l."street", l."house_number") as "address",
       o."hardness_fh" as "hardnessFh", to_char(o."visited_on", 'YYYY-MM-DD') as "visitedOn"
     from "orders" o join "leads" l on l."id" = o."lead_id"
     where o."hardness_fh" is not null and o."visited_on" is not null`,
  );
  return rows.map((row) => ({ ...row, hardnessFh: Number(row.hardnessFh) }));
}

export const hardnessPart: PagePart<Map<string, MeasuredHardness>> = {
  load: async (em) => measuredHardnessByPlace(await measurements(em)),
  render(figures, args) {
    if (!isHardnessPartArgs(args)) throw new Error(`hardness part: unexpected arguments ${JSON.stringify(args)}`);
    return measuredHardnessHtml(figures.get(args.place), args);
  },
  nextChange: () => null,
};
