import { Migration } from '@mikro-orm/migrations';
import { changeFacts, insertFacts, removeFacts } from './place-facts/fact-sql.ts';
import { RESEARCH_STEPS } from './place-facts/research-2026-11-28.ts';

/**
 * The research of 2026-11-28 applied to the place facts (issue 41): the supplier of every town the last
 * round could not find, the contradictions with the first rows, the notes to ourselves two readers found,
 * the companies' own hardness pages and the quotes of the sources read again (./place-facts/research-*.ts).
 * Every step leaves its history row with its reason.
 */
export class Migration20261128160100_place_facts_research extends Migration {
  override name = 'Migration20261128160100_place_facts_research';

  override up(): void {
    for (const step of RESEARCH_STEPS) {
      const statements =
        'add' in step
          ? step.add.flatMap(({ page, at, fact }) => insertFacts(page, page.startsWith('/fr/') ? 'fr' : 'nl', [{ values: fact, position: at }], step.note))
          : 'remove' in step
            ? removeFacts(step.remove, step.note)
            : changeFacts(step.change, step.set, step.note);
      for (const sql of statements) this.addSql(sql);
    }
  }

  override down(): void {
    // The research's rows cannot be told apart from staff's later work: going back is the previous migration's down.
  }
}
