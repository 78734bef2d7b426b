/**
 * The savings calculator (anchor `calculator`, spec sections 2, 4 and 5): two sliders, a button, and an
 * estimate whose yearly figure counts up. The formulas live in src/calculator/savings.ts.
 */
import { useEffect, useState } from 'react';
import { countUpValues, estimateSavings, HARDNESS, PERSONS, type SavingsEstimate } from '../calculator/savings.ts';
import { formatEuroIn, formatNumberIn } from '../i18n/format.ts';
import { type SiteTexts, usePageTexts, useTexts } from '../i18n/texts.ts';
import { useStaticHtml } from './static-html.ts';
import { SECTION_IDS, TIMINGS } from '../site.ts';
import { prefersReducedMotion } from './scroll.ts';
import { Slider } from './Slider.tsx';
import { useCalculatorStart } from './hooks.ts';

interface Calculation {
  hardness: number;
  persons: number;
  estimate: SavingsEstimate;
}


export function CalculatorSection() {
  const texts = useTexts();
  const pageTexts = usePageTexts();
  const t = texts.calculator;
  const s = import.meta.env.SSR && pageTexts?.sections.calculator;
  const head = useStaticHtml(
    import.meta.env.SSR && s && (
      <>
        <h2 id="calculator-title">{s.heading}</h2>
        <p className="section__intro">{s.intro}</p>
        <p className="section__intro calculator__source" data-testid="calculator-start">
          {s.exampleStart(HARDNESS.defaultValue)}
        </p>
      </>
    ),
  );
  const formatHardness = (h: number) => `${h} ${t.unit}`;
  // Each class under the middle of its band, with its range.
  const marks = HARDNESS.marks.map((band, index) => ({
    value: (band.from + band.to) / 2,
    span: band.to - band.from,
    label: t.marks[index]?.label ?? '',
    detail: t.marks[index]?.range ?? '',
  }));
  // A place page's measured hardness links here with `?fh=`: the slider starts there, until it is moved.
  const start = useCalculatorStart();
  const [moved, setHardness] = useState<number | null>(null);
  const hardness = moved ?? start ?? HARDNESS.defaultValue;
  const [persons, setPersons] = useState(PERSONS.defaultValue);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [shownYearly, setShownYearly] = useState(0);

  const calculate = () => {
    const estimate = estimateSavings(hardness, persons);
    setCalculation({ hardness, persons, estimate });
    setShownYearly(prefersReducedMotion() ? estimate.yearlySavings : 0);
  };

  // Counts the yearly savings up, one step every TIMINGS.counterTickMs (none under reduced motion).
  useEffect(() => {
    if (!calculation || prefersReducedMotion()) return;
    const values = countUpValues(calculation.estimate.yearlySavings);
    let index = 0;
    const timer = setInterval(() => {
      setShownYearly(values[index] ?? calculation.estimate.yearlySavings);
      index += 1;
      if (index >= values.length) clearInterval(timer);
    }, TIMINGS.counterTickMs);
    return () => clearInterval(timer);
  }, [calculation]);

  return (
    <section id={SECTION_IDS.calculator} className="section" aria-labelledby="calculator-title">
      <div className="container">
        <div {...head} />
        <div className="calculator card">
          <div className="calculator__inputs">
            <Slider
              label={t.hardness}
              range={HARDNESS}
              value={hardness}
              onChange={setHardness}
              format={formatHardness}
              marks={marks}
            />
            <Slider label={t.persons} range={PERSONS} value={persons} onChange={setPersons} format={t.personCount} />
            <button type="button" className="button button--cta calculator__button" onClick={calculate}>
              {t.button}
            </button>
          </div>
          <div className="calculator__result" aria-live="polite">
            {calculation ? (
              <CalculatorResult calculation={calculation} shownYearly={shownYearly} texts={texts} />
            ) : (
              <p className="calculator__prompt">{t.prompt}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function CalculatorResult({ calculation, shownYearly, texts }: { calculation: Calculation; shownYearly: number; texts: SiteTexts }) {
  const { estimate } = calculation;
  const t = texts.calculator;
  const formatEuro = (value: number) => formatEuroIn(texts.locale, value);
  return (
    <>
      <p className="calculator__result-label">{t.resultLabel}</p>
      {/* Screen readers hear the final figure once, not every step of the count. */}
      <p className="calculator__yearly">
        <span aria-hidden="true" data-testid="yearly-savings">
          {formatEuro(shownYearly)}
        </span>
        <span className="sr-only">{formatEuro(estimate.yearlySavings)}</span>
      </p>
      <dl className="calculator__facts">
        <div>
          <dt>{t.bottledWater}</dt>
          <dd data-testid="bottled-water">{t.litres(formatNumberIn(texts.locale, estimate.bottledWaterLitres))}</dd>
        </div>
        <div>
          <dt>{t.productSavings}</dt>
          <dd data-testid="product-savings">{formatEuro(estimate.productSavings)}</dd>
        </div>
        <div>
          <dt>{t.applianceLife}</dt>
          <dd data-testid="appliance-life">{t.years(estimate.applianceLifeYears)}</dd>
        </div>
      </dl>
      <p className="calculator__note">
        {t.note(t.personCount(calculation.persons), `${calculation.hardness} ${t.unit}`)}
      </p>
    </>
  );
}
