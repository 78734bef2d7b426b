import { describe, expect, it } from 'vitest';
import { PLACE_TEXT_FR } from '../../content/fr/place-page.ts';
import { PLACE_TEXT } from '../../content/place-page.ts';
import type { PlaceFact } from './fact.ts';
import { aboutHtml, headHtml, hintHtml, waterHtml } from './facts-html.ts';
import { aboutFacts, calculatorHint, factQuestions, type PageFactsContext, placeFaqEntries, publishedFigure, sourceLabel } from './page-facts.ts';

let id = 0;
function fact(kind: PlaceFact['kind'], text: string, more: Partial<PlaceFact> = {}): PlaceFact {
  id += 1;
  return {
    id,
    page: '/gent',
    language: 'nl',
    position: id,
    kind,
    text,
    linkUrl: null,
    linkLabel: null,
    sourceUrl: 'https://www.example.be/bron',
    sourceTitle: 'HLN',
    sourceDate: '2019-07-26',
    sourceReadOn: '2026-11-28',
    quote: 'de woorden van de bron',
    hardnessFH: null,
    hardnessMaxFH: null,
    hardnessAbove: false,
    scope: null,
    period: null,
    createdBy: 'tester',
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedBy: 'tester',
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...more,
  };
}

const nl: PageFactsContext = { language: 'nl', isProvince: false, where: 'in Gent' };
const texts = (facts: PlaceFact[], page = nl) => factQuestions(facts, page).flatMap((q) => q.paragraphs.map((p) => p.text));

describe('a place page’s water from its facts', () => {
  it('asks who supplies it (suppliers and origins in their order), how hard it is, what an installation needs; a question without facts is left out', () => {
    const facts = [
      fact('origin', 'Het water komt uit de Leie.', { position: 2 }),
      fact('supplier', 'Farys levert het water.', { position: 1 }),
      fact('installation', 'Pidpa vraagt een keerklep.'),
    ];
    const questions = factQuestions(facts, nl);
    expect(questions.map((q) => q.question)).toEqual([PLACE_TEXT.questionSupplier('in Gent'), PLACE_TEXT.questionInstallation('in Gent')]);
    expect(questions.map((q) => q.heading)).toEqual([PLACE_TEXT.questionSupplier(), PLACE_TEXT.questionInstallation()]);
    expect(questions[0]?.paragraphs.map((p) => p.text)).toEqual(['Farys levert het water.', 'Het water komt uit de Leie.']);
    expect(factQuestions(facts, { ...nl, isProvince: true })[0]?.question).toBe(PLACE_TEXT.questionSuppliers('in Gent'));
  });

  it("explains the first figure that describes the place with Aquaflanders' class and the lime per m³, with that scale's source; a part's figure only reported", () => {
    const facts = [
      fact('hardness', 'In 2019 mat Farys 20 tot 22 °fH.', { hardnessFH: 20, hardnessMaxFH: 22, scope: 'municipality' }),
      fact('hardness', 'Eén adres had 35 °fH.', { hardnessFH: 35, scope: 'part' }),
    ];
    expect(texts(facts)).toEqual(['In 2019 mat Farys 20 tot 22 °fH.', 'Dat is middelhard water volgens Aquaflanders: 200 tot 220 gram kalk per m³.', 'Eén adres had 35 °fH.']);
    const meaning = factQuestions(facts, nl)[0]?.paragraphs[1];
    expect(meaning?.source).toEqual({ label: 'Aquaflanders, ongedateerd', url: 'https://www.aquaflanders.be/mijn-waterhardheid.aspx' });
    expect(texts([fact('hardness', 'Eén adres had 35 °fH.', { hardnessFH: 35, scope: 'part' })])).toEqual(['Eén adres had 35 °fH.']);
    expect(texts([fact('hardness', 'Meer dan 30 °fH.', { hardnessFH: 30, hardnessAbove: true, scope: 'zone' })])[1]).toBe(
      'Dat is hard water volgens Aquaflanders: meer dan 300 gram kalk per m³.',
    );
  });

  it('says where the water is softened centrally and that a softener then matters less, once, in the page’s language', () => {
    const facts = [fact('softening', 'Eeklo onthardt.'), fact('softening', 'Waarmaarde onthardt.'), fact('lookup', 'Bel De Watergroep.')];
    expect(texts(facts)).toEqual(['Eeklo onthardt.', 'Waarmaarde onthardt.', PLACE_TEXT.softenedCaveat, 'Bel De Watergroep.']);
    expect(texts(facts, { language: 'fr', isProvince: false, where: 'à Liège' })).toContain(PLACE_TEXT_FR.softenedCaveat);
  });

  it('names each source as the page shows it: title and date (or undated), French typography on a French page', () => {
    expect(sourceLabel('HLN', '2019-07-26', 'nl')).toBe('HLN, 26/07/2019');
    expect(sourceLabel('RTBF', '2020-01', 'fr')).toBe('RTBF, 01/2020');
    expect(sourceLabel('Aquaflanders', null, 'nl')).toBe('Aquaflanders, ongedateerd');
    expect(sourceLabel('CILE', null, 'fr')).toBe('CILE, non daté');
    const french = factQuestions([fact('supplier', "La CILE distribue l'eau : 24 communes.", { language: 'fr' })], { language: 'fr', isProvince: false, where: 'à Liège' });
    expect(french[0]?.paragraphs[0]?.text).toBe('La CILE distribue l’eau\u00a0: 24 communes.');
    expect(french[0]?.paragraphs[0]?.source?.prefix).toBe(PLACE_TEXT_FR.sourcePrefix);
  });

  it('writes the sentences with their link and source, escaped, figures kept with their unit', () => {
    const html = waterHtml(factQuestions([fact('lookup', 'Zoek <uw> straat op 19 °fH:', { linkUrl: 'https://www.pidpa.be/a?b=1&c=2', linkLabel: 'Pidpa' })], nl));
    expect(html).toContain('<h3>Hoe hard is het kraanwater?</h3>');
    expect(html).toContain('Zoek &lt;uw&gt; straat op 19\u00a0°fH: <a href="https://www.pidpa.be/a?b=1&amp;c=2" class="local__lookup" rel="noopener" target="_blank">Pidpa</a>.');
    expect(html).toContain('(Bron: <a href="https://www.example.be/bron" rel="nofollow noopener" target="_blank">HLN, 26/07/2019</a>)');
  });

  it('the municipality’s section, the calculator’s line and the head: empty without facts, not indexable by default', () => {
    expect(aboutHtml('Over Gent', aboutFacts([], 'nl'))).toBe('');
    expect(aboutHtml('Over Gent', aboutFacts([fact('municipality', 'Gent heeft 14 deelgemeenten.')], 'nl'))).toContain('<h2 id="over-title">Over Gent</h2>');
    expect(hintHtml(calculatorHint([], nl))).toBe('');
    const figure = fact('hardness', 'Meer dan 30 °fH.', { hardnessFH: 30, hardnessAbove: true, scope: 'municipality' });
    expect(publishedFigure([figure], false)).toEqual({ minFh: 30, maxFh: null });
    expect(hintHtml(calculatorHint([figure], nl))).toContain('meer dan 30\u00a0°fH');
    expect(publishedFigure([figure], true)).toBeNull();
    const questions = factQuestions([fact('supplier', 'Farys levert het water.')], nl);
    expect(headHtml({ url: 'https://x.be/gent', language: 'nl', indexable: false, questions: [] })).toBe('<meta name="robots" content="noindex,follow">');
    const head = headHtml({ url: 'https://x.be/gent', language: 'nl', indexable: true, questions });
    expect(head).not.toContain('robots');
    const json = JSON.parse(head.replace(/^<script type="application\/ld\+json">|<\/script>$/g, '')) as { '@graph': Array<{ mainEntity: unknown[] }> };
    expect(json['@graph'][0]?.mainEntity).toEqual([
      { '@type': 'Question', name: PLACE_TEXT.questionSupplier('in Gent'), acceptedAnswer: { '@type': 'Answer', text: 'Farys levert het water. (Bron: HLN, 26/07/2019)' } },
    ]);
    expect(placeFaqEntries(questions)[0]?.answer).toBe('Farys levert het water. (Bron: HLN, 26/07/2019)');
  });
});
